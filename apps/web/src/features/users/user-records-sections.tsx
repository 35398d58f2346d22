import type { UserDetailFieldsFragment } from '../../gql/graphql';
import { chargeStatusLabels } from '@portal/domain/charges';
import { formatDateTime } from '@portal/domain/dates';
import { membershipStateLabels } from '@portal/domain/memberships';
import { formatCents as formatMoney } from '@portal/domain/money';
import { SimpleTable } from '../../shared/list/simple-table';
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

export function UserAuditSection({ user }: { user: User }) {
  return (
    <Section title="Historial de cambios">
      <SimpleTable
        label="Historial de cambios"
        headers={[{ title: 'Fecha' }, { title: 'Acción' }, { title: 'Realizada por' }, { title: 'Cambio' }]}
        rows={user.auditEntries}
        rowKey={(e) => e.id}
        cells={(e) => [
          <span key="date" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created)}</span>,
          e.actionLabel,
          e.actorName ?? 'Sistema',
          e.summary || '—',
        ]}
        empty="No hay cambios registrados."
        minWidth={640}
      />
    </Section>
  );
}
