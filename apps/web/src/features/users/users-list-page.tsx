import { useMutation, useQuery } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { globalRoles, personRoleLabel, roleLabels, type GlobalRole } from '@portal/domain/roles';
import { membershipStatusLabels, membershipStatuses, type MembershipStatus } from '@portal/domain/membership-status';
import type { UsersQuery as UsersQueryData } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { listParamsFrom, useListParams } from '../../shared/list/use-list-params';
import { prefetchQuery } from '../../shared/apollo/prefetch';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';
import { formatDate } from '@portal/domain/dates';
import { ExportMenu } from '../../shared/exports/export-menu';
import { ExportUsersMutation, UsersQuery } from './operations';
import { statusSlugs, usersListDefaults, usersVariables } from './users-list-variables';
import { EmailAddress } from '../../shared/ui/email-address';

type Row = UsersQueryData['users']['items'][number];

const statusColor: Record<MembershipStatus, 'success' | 'warning' | 'default'> = { UP_TO_DATE: 'success', OWING: 'warning', NONE: 'default' };

const columns: Column<Row>[] = [
  {
    header: 'Nombre',
    sortKey: 'name',
    primary: true,
    render: (u) => <RouterLink to={paths.dashboard.user(u.id)}>{`${u.lastName}, ${u.firstName}`}</RouterLink>,
  },
  { header: 'Correo electrónico', sortKey: 'email', render: (u) => <Box sx={{ whiteSpace: { sm: 'nowrap' } }}>
        <EmailAddress address={u.email} />
      </Box> },
  { header: 'Documento', render: (u) => u.document },
  { header: 'Roles', render: (u) => (u.roles.length ? u.roles.map((r) => personRoleLabel(r, u.roleGender)).join(', ') : '—') },
  {
    header: `Membresía ${new Date().getFullYear()}`,
    render: (u) => <Chip size="small" variant="outlined" color={statusColor[u.membershipStatus]} label={membershipStatusLabels[u.membershipStatus]} />,
  },
  { header: 'Cuenta', render: (u) => (u.enabled ? 'Habilitada' : <strong>Deshabilitada</strong>) },
  { header: 'Alta', sortKey: 'created', render: (u) => formatDate(u.created) },
];

/** Asks for the list the URL names while the dashboard loads `me`. */
export const usersListLoader = ({ request }: LoaderFunctionArgs) => {
  return prefetchQuery(UsersQuery, usersVariables(listParamsFrom(new URL(request.url).searchParams, usersListDefaults)));
};

export function UsersListPage() {
  const { params, update, pageOf } = useListParams(usersListDefaults);
  const variables = usersVariables(params);
  const { role, membershipStatus } = variables;
  const { data, previousData, loading, error } = useQuery(UsersQuery, { variables });
  const page = (data ?? previousData)?.users;
  const filtered = Boolean(params.search || role || membershipStatus);
  const [exportUsers] = useMutation(ExportUsersMutation);

  return (
    <ListPage
      title="Usuarios"
      actions={
        <ExportMenu
          progressLabel="Exportando los usuarios"
          onExport={async (format) => (await exportUsers({ variables: { format, search: variables.search, role, membershipStatus } })).data?.exportUsers}
        />
      }
      search={{ label: 'Buscar por nombre, correo o documento', params, update }}
      filters={
        <>
          <TextField select size="small" label="Rol" value={role ?? ''} onChange={(e) => update({ filters: { rol: e.target.value || null }, page: 0 })}>
            <MenuItem value="">Todos</MenuItem>
            {globalRoles.map((r: GlobalRole) => (
              <MenuItem key={r} value={r}>
                {roleLabels[r]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={`Membresía ${new Date().getFullYear()}`}
            value={membershipStatus ? statusSlugs[membershipStatus] : ''}
            onChange={(e) => update({ filters: { membresia: e.target.value || null }, page: 0 })}
          >
            <MenuItem value="">Todas</MenuItem>
            {membershipStatuses.map((s) => (
              <MenuItem key={s} value={statusSlugs[s]}>
                {membershipStatusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      error={error}
    >
      <ServerTable
        label="Usuarios"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(u) => u.id}
        empty={filtered ? 'Ningún usuario coincide con la búsqueda o los filtros. Pruebe con otros.' : 'Todavía no hay usuarios.'}
      />
    </ListPage>
  );
}
