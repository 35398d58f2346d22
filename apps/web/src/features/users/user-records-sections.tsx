import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { UserDetailFieldsFragment } from '../../gql/graphql';
import { chargeStatusLabels } from '@portal/domain/charges';
import { membershipStateLabels } from '@portal/domain/memberships';
import { formatCents as formatMoney } from '@portal/domain/money';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ServerTable } from '../../shared/list/server-table';
import { SimpleTable } from '../../shared/list/simple-table';
import { useListParams } from '../../shared/list/use-list-params';
import { auditColumns, auditFilterVariables, AuditFilters, auditListDefaults } from './audit-trail';
import { UserAuditQuery } from './operations';
import { Section } from './section';
import { TerminateMembershipButton } from './terminate-membership-button';

type User = UserDetailFieldsFragment;

/** Memberships with the state the API gives; each row offers what its `permissions` allow. */
export function UserMembershipsSection({ user }: { user: User }) {
  const personName = `${user.firstName} ${user.lastName}`;
  const canTerminate = user.memberships.some((m) => m.permissions.canTerminate);
  return (
    <Section title="Membresías">
      <SimpleTable
        label="Membresías"
        headers={[{ title: 'Año' }, { title: 'Categoría' }, { title: 'Estado' }, ...(canTerminate ? [{ title: 'Acciones' }] : [])]}
        rows={user.memberships}
        rowKey={(m) => m.id}
        cells={(m) => [
          m.year,
          m.category.name,
          membershipStateLabels[m.state],
          ...(canTerminate ? [m.permissions.canTerminate ? <TerminateMembershipButton membershipId={m.id} year={m.year} personName={personName} /> : null] : []),
        ]}
        empty="No tiene membresías."
      />
    </Section>
  );
}

export function UserChargesSection({ user }: { user: User }) {
  return (
    <Section title="Cuotas y deudas">
      <SimpleTable
        label="Cuotas y deudas"
        headers={[{ title: 'Descripción' }, { title: 'Importe', align: 'right' }, { title: 'Estado' }]}
        rows={user.charges}
        rowKey={(c) => c.id}
        cells={(c) => [c.description, <span key="amount" style={{ whiteSpace: 'nowrap' }}>{formatMoney(c.amountCents)}</span>, chargeStatusLabels[c.status]]}
        empty="No tiene cuotas."
      />
    </Section>
  );
}

/** The person's audit trail: paginated on the server, filtered by kind and days kept in the URL. */
export function UserAuditSection({ user }: { user: User }) {
  const { params, update, variables, pageOf } = useListParams(auditListDefaults);
  const { data, previousData, loading, error } = useQuery(UserAuditQuery, {
    variables: { userId: user.id, page: variables.page, pageSize: variables.pageSize, ...auditFilterVariables(params) },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.userAuditEntries;
  const filtered = Boolean(params.filters.tipo || params.filters.desde || params.filters.hasta);
  return (
    <Section title="Historial de cambios">
      <Box role="search" aria-label="Filtros del historial" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, '& .MuiFormControl-root': { minWidth: 200 } }}>
        <AuditFilters params={params} update={update} />
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      ) : null}
      <ServerTable
        label="Historial de cambios"
        columns={auditColumns(false)}
        page={pageOf(page, loading)}
        rowKey={(e) => e.id}
        empty={filtered ? 'Ningún cambio coincide con los filtros. Pruebe con otros.' : 'No hay cambios registrados.'}
      />
    </Section>
  );
}
