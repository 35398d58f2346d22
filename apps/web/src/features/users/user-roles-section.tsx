import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { globalRoles, personRoleLabel, type AnyRole, type GlobalRole } from '@portal/domain/roles';
import type { UserDetailFieldsFragment } from '../../gql/graphql';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { GrantRoleMutation, RevokeRoleMutation } from './operations';
import { Section } from './section';
import { notify } from '../../shared/notify';

/** Global roles (granted and removed here, as the API permits) and conference roles (read only). */
export function UserRolesSection({ user }: { user: UserDetailFieldsFragment }) {
  const [grant, grantState] = useMutation(GrantRoleMutation, { refetchQueries: ['UserAudit'] });
  const [revoke, revokeState] = useMutation(RevokeRoleMutation, { refetchQueries: ['UserAudit'] });
  const busy = grantState.loading || revokeState.loading;
  const personName = `${user.firstName} ${user.lastName}`;
  // Each role as this person would hold it: "Administradora" for a woman, "Administrador/a" when not known.
  const label = (role: AnyRole) => personRoleLabel(role, user.roleGender);
  // The change being confirmed; kept after closing so the dialog keeps its text while it fades out.
  const [pending, setPending] = useState<{ role: GlobalRole; action: 'grant' | 'revoke' } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (role: GlobalRole, action: 'grant' | 'revoke') => {
    setPending({ role, action });
    setConfirming(true);
  };

  const change = async () => {
    if (!pending) return;
    const { role, action } = pending;
    try {
      if (action === 'grant') await grant({ variables: { userId: user.id, role } });
      else await revoke({ variables: { userId: user.id, role } });
      notify(
        action === 'grant' ? `Se otorgó el rol ${label(role)} a ${personName}.` : `Se quitó el rol ${label(role)} a ${personName}.`,
        'success',
      );
    } catch (error) {
      if (!hasErrorCode(error, 'FORBIDDEN')) notify(errorMessageOf(error), 'error');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Section title="Roles">
      <Typography variant="h3" gutterBottom>
        Roles generales
      </Typography>
      <List dense disablePadding>
        {globalRoles.map((role) => {
          const held = user.roles.includes(role);
          const canGrant = user.permissions.grantableRoles.includes(role);
          const canRevoke = user.permissions.revocableRoles.includes(role);
          return (
            <ListItem
              key={role}
              disableGutters
              secondaryAction={
                canGrant ? (
                  <Button size="small" variant="outlined" disabled={busy} aria-label={`Otorgar rol ${label(role)}`} onClick={() => ask(role, 'grant')}>
                    Otorgar
                  </Button>
                ) : canRevoke ? (
                  <Button size="small" color="error" disabled={busy} aria-label={`Quitar rol ${label(role)}`} onClick={() => ask(role, 'revoke')}>
                    Quitar
                  </Button>
                ) : null
              }
            >
              <ListItemText primary={label(role)} secondary={held ? 'Asignado' : 'No asignado'} />
            </ListItem>
          );
        })}
      </List>
      <Typography variant="h3" gutterBottom sx={{ mt: 2 }}>
        Roles en congresos
      </Typography>
      {user.conferenceRoles.length === 0 ? (
        <Typography color="text.secondary">No tiene roles en congresos.</Typography>
      ) : (
        <List dense disablePadding>
          {user.conferenceRoles.map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText
                primary={label(r.role)}
                secondary={r.thematicArea ? `${r.conference.name} · ${r.thematicArea.name}` : r.conference.name}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming}
        title={pending ? `¿${pending.action === 'grant' ? 'Otorgar' : 'Quitar'} el rol ${label(pending.role)} a ${personName}?` : ''}
        confirmLabel={pending?.action === 'revoke' ? 'Quitar rol' : 'Otorgar rol'}
        destructive={pending?.action === 'revoke'}
        busy={busy}
        onConfirm={() => void change()}
        onClose={() => setConfirming(false)}
      >
        {pending?.action === 'grant'
          ? 'Podrá elegir ese rol en el portal. El cambio queda en el historial.'
          : 'Ya no podrá elegir ese rol en el portal. El cambio queda en el historial.'}
      </ConfirmDialog>
    </Section>
  );
}
