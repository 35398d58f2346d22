import { useMutation, useQuery } from '@apollo/client/react';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { personRoleLabel } from '@portal/domain/roles';
import type { ConferenceStaffQuery } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { notify } from '../../shared/notify';
import { paths } from '../../shared/paths';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { RouterLink } from '../../shared/ui/router-link';
import { dateRange } from './conferences-page';
import { GrantRoleDialog } from './grant-role-dialog';
import { ConferenceQuery, ConferenceStaffDocumentQuery, RevokeConferenceRoleMutation } from './operations';
import { EmailAddress } from '../../shared/ui/email-address';

type Person = ConferenceStaffQuery['conferenceStaff']['items'][number];
type Role = Person['roles'][number];

/** The role as this person holds it: by their gender ("Coordinadora de área temática · Teoría política"). */
const roleText = (p: Person, r: Role) => {
  const label = personRoleLabel(r.role, p.roleGender);
  return r.thematicAreaName ? `${label} · ${r.thematicAreaName}` : label;
};

/** /dashboard/roles-congreso/{id} (TESORERIA, ADMIN): the people with a role in an edition; grant and remove. */
export function ConferenceRolesPage() {
  const { id = '' } = useParams();
  const { data: conferenceData, error: conferenceError } = useQuery(ConferenceQuery, { variables: { id } });
  const conference = conferenceData?.conference;
  const { params, update, variables, pageOf } = useListParams({ sort: 'name' });
  const { data, previousData, loading, error } = useQuery(ConferenceStaffDocumentQuery, { variables: { conferenceId: id, ...variables } });
  const page = (data ?? previousData)?.conferenceStaff;
  const [granting, setGranting] = useState(false);
  const [removing, setRemoving] = useState<{ person: Person; role: Role } | null>(null);
  const [revoke, { loading: revokingBusy }] = useMutation(RevokeConferenceRoleMutation, { refetchQueries: ['ConferenceStaff'], awaitRefetchQueries: true });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await revoke({ variables: { id: removing.role.id } });
      notify(`Se quitó el rol ${roleText(removing.person, removing.role)} a ${removing.person.firstName} ${removing.person.lastName}`, 'success');
      setRemoving(null);
    } catch (e) {
      notify(errorMessageOf(e), 'error');
    }
  };

  const columns: Column<Person>[] = [
    { header: 'Persona', sortKey: 'name', primary: true, render: (p) => `${p.lastName}, ${p.firstName}` },
    { header: 'Correo electrónico', sortKey: 'email', render: (p) => <EmailAddress address={p.email} /> },
    {
      header: 'Roles',
      render: (p) => (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {p.roles.map((r) => (
            <Chip key={r.id} label={roleText(p, r)} size="small" sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }} onDelete={() => setRemoving({ person: p, role: r })} deleteIcon={<span aria-label={`Quitar ${roleText(p, r)} a ${p.firstName} ${p.lastName}`}>✕</span>} />
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <ListPage
      title={conference ? `Roles del congreso: ${conference.name}` : 'Roles del congreso'}
      intro={
        conference ? (
          <>
            {conference.venue} · {dateRange(conference.startDate, conference.endDate)}. Quien recibe un rol lo ve en el selector de roles en su próxima renovación de sesión.{' '}
            <RouterLink to={paths.dashboard.conferences()}>Volver a los congresos</RouterLink>
          </>
        ) : undefined
      }
      actions={
        conference ? (
          <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setGranting(true)}>
            Otorgar rol
          </Button>
        ) : undefined
      }
      search={{ label: 'Buscar por nombre, correo o documento', params, update }}
      error={error}
    >
      {conferenceError && <Alert severity="error">{errorMessageOf(conferenceError)}</Alert>}
      <ServerTable
        label="Personas y roles en esta edición"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(p) => p.id}
        rowLabel={(p) => `${p.firstName} ${p.lastName}`}
        empty={params.search ? 'Nadie con roles coincide con la búsqueda.' : 'Todavía nadie tiene roles en esta edición. Use «Otorgar rol».'}
      />
      {granting && conference && <GrantRoleDialog conference={conference} onClose={() => setGranting(false)} />}
      <ConfirmDialog open={removing !== null} title="¿Quitar el rol?" confirmLabel="Quitar" destructive busy={revokingBusy} onConfirm={() => void confirmRemove()} onClose={() => setRemoving(null)}>
        {removing && (
          <>
            ¿Quitar a <strong>{removing.person.firstName} {removing.person.lastName}</strong> el rol <strong>{roleText(removing.person, removing.role)}</strong>
            {conference ? ` en «${conference.name}»` : ''}?
          </>
        )}
      </ConfirmDialog>
    </ListPage>
  );
}
