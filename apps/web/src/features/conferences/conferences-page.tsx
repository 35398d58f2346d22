import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import type { ConferenceFieldsFragment } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import type { RowAction } from '../../shared/list/row-actions';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { useListParams } from '../../shared/list/use-list-params';
import { wording } from '../../shared/list/wording';
import { notify } from '../../shared/notify';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';
import { ConferenceDialog } from './conference-dialog';
import { ConferenceListQuery, DeleteConferenceMutation, SetCurrentConferenceMutation } from './operations';

type Row = ConferenceFieldsFragment;

/** A date given as `yyyy-mm-dd`, shown dd/mm/yyyy (no time zone shift). */
export const day = (iso: string) => iso.split('-').reverse().join('/');
export const dateRange = (from: string, to: string) => (from === to ? day(from) : `${day(from)} al ${day(to)}`);

const columns: Column<Row>[] = [
  { header: 'Nombre', sortKey: 'name', primary: true, render: (c) => c.name },
  { header: 'Edición', sortKey: 'edition', align: 'right', render: (c) => c.edition },
  { header: 'Sede', sortKey: 'venue', render: (c) => c.venue || '—' },
  { header: 'Congreso', sortKey: 'startDate', render: (c) => dateRange(c.startDate, c.endDate) },
  { header: 'Inscripción', sortKey: 'inscriptionStart', render: (c) => dateRange(c.inscriptionStart, c.inscriptionEnd) },
  { header: 'Versión final', render: (c) => (c.finalVersionOpensOn && c.finalVersionClosesOn ? dateRange(c.finalVersionOpensOn, c.finalVersionClosesOn) : '—') },
  { header: 'Actual', sortKey: 'isCurrent', render: (c) => (c.isCurrent ? <Chip label="Actual" color="primary" size="small" /> : 'No') },
];

/** /dashboard/congresos: the congress editions (ADMIN edits them; TESORERIA reaches each one's roles). */
export function ConferencesPage() {
  const { activeRole } = useSession();
  const isAdmin = activeRole?.role === 'ADMIN';
  const { params, update, variables, pageOf } = useListParams({ sort: 'startDate', direction: 'DESC' });
  const { data, previousData, loading, error } = useQuery(ConferenceListQuery, { variables });
  const page = (data ?? previousData)?.conferences;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [remove] = useMutation(DeleteConferenceMutation, { refetchQueries: ['ConferenceList'], awaitRefetchQueries: true });
  const [makeCurrent] = useMutation(SetCurrentConferenceMutation, { refetchQueries: ['ConferenceList', 'Home'] });
  const deletion = useDeleteConfirmation<Row>({
    describe: (c) => `la edición «${c.name}»`,
    remove: (c) => remove({ variables: { id: c.id } }),
    detail: () => 'Solo se puede eliminar si nadie tiene roles en ella. Esta acción no se puede deshacer.',
  });
  const markCurrent = async (c: Row) => {
    try {
      await makeCurrent({ variables: { id: c.id } });
      notify(`«${c.name}» es ahora la edición actual`, 'success');
    } catch (e) {
      notify(errorMessageOf(e), 'error');
    }
  };
  const actionsOf = (c: Row): RowAction[] => {
    const actions: RowAction[] = [];
    if (c.permissions.canEdit && isAdmin) actions.push({ label: wording.edit, icon: EditOutlined, onClick: () => setEditing(c) });
    if (c.permissions.canMakeCurrent && isAdmin && !c.isCurrent) actions.push({ label: 'Marcar como actual', icon: StarBorderOutlined, onClick: () => void markCurrent(c) });
    if (c.permissions.canManageStaff) actions.push({ label: 'Roles del congreso', icon: GroupOutlined, to: paths.dashboard.conferenceRoles(c.id) });
    if (c.permissions.canDelete && isAdmin) actions.push({ label: wording.remove, icon: DeleteOutlined, destructive: true, onClick: () => deletion.request(c) });
    return actions;
  };

  return (
    <ListPage
      title="Congresos"
      intro={isAdmin ? undefined : 'Elija una edición para ver y asignar los roles de su equipo.'}
      actions={
        isAdmin ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Nueva edición
          </Button>
        ) : undefined
      }
      search={{ label: 'Buscar por nombre', params, update }}
      error={error}
    >
      <ServerTable
        label="Ediciones del congreso"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.name}
        actions={actionsOf}
        empty={params.search ? 'Ninguna edición coincide con la búsqueda.' : 'Todavía no hay ediciones del congreso.'}
      />
      {editing && <ConferenceDialog conference={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </ListPage>
  );
}

