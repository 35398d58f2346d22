import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import type { ListParams, ServerPage } from '../../shared/list/use-list-params';
import { wording } from '../../shared/list/wording';
import { CatalogueFormDialog, type CatalogueField } from './catalogue-form-dialog';
import { notify } from '../../shared/notify';

export interface CatalogueRow {
  id: string;
  name: string;
  /** Something uses the row: it cannot be deleted (the list says «En uso»). */
  inUse?: boolean;
}

/** The words of one catalogue, e.g. "institución" (feminine) or "país" (masculine). */
export interface CatalogueWords {
  title: string;
  singular: string;
  feminine: boolean;
  /** Why a row in use cannot be deleted: who uses such rows, e.g. "la usan perfiles académicos". */
  usedBy: string;
}

interface Props<R extends CatalogueRow, F extends FieldValues> {
  words: CatalogueWords;
  columns: Column<R>[];
  page: ServerPage<R>;
  error: unknown;
  list: { params: ListParams; update: (changes: Partial<ListParams>) => void };
  form: { schema: ZodType; fields: CatalogueField<F>[]; toForm: (row: R | null) => F };
  save: (row: R | null, values: F) => Promise<void>;
  remove: (row: R) => Promise<void>;
}

function NameWithUse<R extends CatalogueRow>({ row, render }: { row: R; render: (row: R) => ReactNode }) {
  return (
    <>
      {render(row)}
      {row.inUse && <Chip size="small" variant="outlined" label="En uso" sx={{ ml: 1 }} />}
    </>
  );
}

/** List with search, server pagination and sort; create, edit and delete (with confirmation). */
export function CatalogueScreen<R extends CatalogueRow, F extends FieldValues>(props: Props<R, F>) {
  const { words, columns, page, error, list, form, save, remove } = props;
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const article = words.feminine ? 'la' : 'el';
  const newLabel = `${words.feminine ? 'Nueva' : 'Nuevo'} ${words.singular}`;
  const thing = (name: string) => `${article} ${words.singular} «${name}»`;
  const deletion = useDeleteConfirmation<R>({ describe: (row) => thing(row.name), remove });

  return (
    <ListPage
      title={words.title}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ row: null })}>
          {newLabel}
        </Button>
      }
      search={{ label: 'Buscar por nombre', params: list.params, update: list.update }}
      error={error}
    >
      <ServerTable
        label={words.title}
        columns={columns.map((c, i) => (i === 0 ? { ...c, primary: true, render: (row: R) => <NameWithUse row={row} render={c.render} /> } : c))}
        page={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        actions={(row) => [
          { label: wording.edit, icon: EditOutlined, onClick: () => setEditing({ row }) },
          {
            label: wording.remove,
            icon: DeleteOutlined,
            destructive: true,
            onClick: () => deletion.request(row),
            disabledReason: row.inUse ? `En uso: no se puede eliminar (${words.usedBy}).` : undefined,
          },
        ]}
        empty={list.params.search ? `Ningún resultado para «${list.params.search}».` : `Todavía no hay registros. Use «${newLabel}» para agregar uno.`}
      />
      {editing && (
        <CatalogueFormDialog<F>
          title={editing.row ? `Editar ${words.singular}` : newLabel}
          schema={form.schema}
          fields={form.fields}
          initial={form.toForm(editing.row)}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            await save(editing.row, values);
            notify(editing.row ? wording.saved : wording.created(thing(String(values.name ?? '').trim())), 'success');
            setEditing(null);
          }}
        />
      )}
      {deletion.dialog}
    </ListPage>
  );
}
