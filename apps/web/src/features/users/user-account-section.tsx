import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { UserDetailFieldsFragment } from '../../gql/graphql';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { formatDateTime } from '@portal/domain/dates';
import { SendRecoveryEmailMutation, SetUserEnabledMutation } from './operations';
import { Section } from './section';
import { notify } from '../../shared/notify';
import { EmailAddress } from '../../shared/ui/email-address';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Account data, enabling or disabling it, and the recovery e-mail. */
export function UserAccountSection({ user }: { user: UserDetailFieldsFragment }) {
  const [confirming, setConfirming] = useState(false);
  const [setEnabled, enabledState] = useMutation(SetUserEnabledMutation, { refetchQueries: ['UserAudit'] });
  const [sendRecovery, recoveryState] = useMutation(SendRecoveryEmailMutation, { refetchQueries: ['UserAudit'] });
  const fullName = `${user.firstName} ${user.lastName}`;

  const fail = (error: unknown) => {
    // FORBIDDEN is already notified by the Apollo error link.
    if (!hasErrorCode(error, 'FORBIDDEN')) notify(errorMessageOf(error), 'error');
  };

  const changeEnabled = async (enabled: boolean) => {
    try {
      await setEnabled({ variables: { userId: user.id, enabled } });
      notify(enabled ? 'Se habilitó la cuenta.' : 'Se deshabilitó la cuenta y se cerraron sus sesiones.', 'success');
    } catch (error) {
      fail(error);
    } finally {
      setConfirming(false);
    }
  };

  const onSendRecovery = async () => {
    try {
      await sendRecovery({ variables: { userId: user.id } });
      notify(`Se envió el correo de recuperación a ${user.email}`, 'success');
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Section title="Cuenta">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        <Field label="Nombre">{fullName}</Field>
        <Field label="Correo electrónico">
          <EmailAddress address={user.email} />
        </Field>
        <Field label="Documento">{user.document}</Field>
        <Field label="Estado">{user.enabled ? 'Habilitada' : <strong>Deshabilitada</strong>}</Field>
        <Field label="Alta">{formatDateTime(user.created)}</Field>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {user.permissions.canSetEnabled &&
          (user.enabled ? (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              Deshabilitar cuenta
            </Button>
          ) : (
            <Button variant="outlined" loading={enabledState.loading} onClick={() => void changeEnabled(true)}>
              Habilitar cuenta
            </Button>
          ))}
        {user.permissions.canSendRecoveryEmail && (
          <Button variant="outlined" loading={recoveryState.loading} onClick={() => void onSendRecovery()}>
            Enviar correo de recuperación
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title="¿Deshabilitar la cuenta?"
        confirmLabel="Deshabilitar"
        destructive
        busy={enabledState.loading}
        onConfirm={() => void changeEnabled(false)}
        onClose={() => setConfirming(false)}
      >
        {fullName} no podrá ingresar al portal y sus sesiones abiertas se cerrarán de inmediato. Puede volver a habilitar la cuenta
        más adelante.
      </ConfirmDialog>
    </Section>
  );
}
