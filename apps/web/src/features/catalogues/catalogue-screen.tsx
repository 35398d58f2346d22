import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { errorMessageOf } from '../../shared/graphql-errors';
import { SearchField } from '../../shared/list/search-field';
import { ServerTable, type Column } from '../../shared/list/server-table';
import type { ListParams } from '../../shared/list/use-list-params';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PageTitle } from '../../shared/ui/page-title';
import { CatalogueFormDialog, type CatalogueField } from './catalogue-form-dialog';

export interface CatalogueRow {
  id: string;
  name: string;
}

/** The words of one catalogue, e.g. "institución" (feminine) or "país" (masculine). */
export interface CatalogueWords {
  title: string;
  singular: string;
  feminine: boolean;
}

interface Props<R extends CatalogueRow, F extends FieldValues> {
  words: CatalogueWords;
  columns: Column<R>[];
  rows: R[] | undefined;
  total: number;
  loading: boolean;
  error: unknown;
  list: { params: ListParams; update: (changes: Partial<ListParams>) => void };
  form: { schema: ZodType; fields: CatalogueField<F>[]; toForm: (row: R | null) => F };
  save: (row: R | null, values: F) => Promise<void>;
  remove: (row: R) => Promise<void>;
}

/** List with search, server pagination and sort; create, edit and delete (with confirmation). */
export function CatalogueScreen<R extends CatalogueRow, F extends FieldValues>(props: Props<R, F>) {
  const { words, columns, rows, total, loading, error, list, form, save, remove } = props;
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const article = words.feminine ? 'la' : 'el';
  const newLabel = `${words.feminine ? 'Nueva' : 'Nuevo'} ${words.singular}`;

  const actions: Column<R> = {
    header: 'Acciones',
    align: 'right',
    width: 120,
    render: (row) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
        <Tooltip title="Editar">
          <IconButton aria-label={`Editar ${row.name}`} onClick={() => setEditing({ row })}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title="Eliminar">
          <IconButton aria-label={`Eliminar ${row.name}`} onClick={() => (setDeleteError(null), setDeleting(row))}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Box>
    ),
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove(deleting);
      enqueueSnackbar(`Se eliminó ${article} ${words.singular} «${deleting.name}»`, { variant: 'success' });
      setDeleting(null);
    } catch (e) {
      setDeleteError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle title={words.title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1">{words.title}</Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ row: null })}>
          {newLabel}
        </Button>
      </Box>
      <Box sx={{ mb: 2 }}>
        <SearchField label="Buscar por nombre" value={list.params.search} onChange={(search) => list.update({ search, page: 0 })} />
      </Box>
      {error ? <Alert severity="error" sx={{ mb: 2 }}>{errorMessageOf(error)}</Alert> : null}
      <ServerTable
        label={words.title}
        columns={[...columns, actions]}
        rows={rows}
        total={total}
        loading={loading}
        rowKey={(row) => row.id}
        params={list.params}
        onChange={list.update}
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
            enqueueSnackbar(editing.row ? 'Cambios guardados' : `Se agregó ${article} ${words.singular}`, { variant: 'success' });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`¿Eliminar ${article} ${words.singular}?`}
        confirmLabel="Eliminar"
        destructive
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {deleteError ? (
          <Alert severity="error">{deleteError}</Alert>
        ) : (
          <>Se eliminará «{deleting?.name}». Esta acción no se puede deshacer.</>
        )}
      </ConfirmDialog>
    </>
  );
}
