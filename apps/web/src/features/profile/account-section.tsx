import { Suspense, lazy, useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DOCUMENT_HINT } from '@portal/domain/people-labels';
import type { AccountInput } from '@portal/domain/profile';
import { afterFirstFrames } from '../../shared/after-first-frames';
import { TextInputField } from '../../shared/forms/text-field';
import { useMutationForm } from '../../shared/forms/use-mutation-form';
import { zodFormResolver } from '../../shared/forms/zod-resolver';
import { UpdateMeAccountMutation } from './operations';
import { ProfileSection } from './profile-section';

type Values = { email: string; firstName: string; lastName: string; document: string };
type Account = Values & { pendingEmail?: string | null };
// zod, the schema and the e-mail dialog download once the page is on display (the first screen does not wait for them).
const EmailChangeDialog = lazy(() => import('./email-change-dialog').then((m) => ({ default: m.EmailChangeDialog })));
const resolver = zodFormResolver<Values, AccountInput>(() => import('@portal/domain/profile').then((m) => m.accountInput));

/**
 * The own names and document (saved at once), and the e-mail: changing it opens a dialog that
 * asks for the current password; the new address applies when the link sent to it is followed.
 */
export function AccountSection({ account }: { account: Account }) {
  const [changingEmail, setChangingEmail] = useState(false);
  useEffect(() => afterFirstFrames(resolver.preload), []);
  const [save] = useMutation(UpdateMeAccountMutation, { refetchQueries: ['Me', 'MyProfile'], awaitRefetchQueries: true });
  const { form, submit, serverError, submitting } = useMutationForm({
    resolver,
    defaultValues: { email: account.email, firstName: account.firstName, lastName: account.lastName, document: account.document },
    mutate: (data) => save({ variables: { data } }),
    success: 'Datos de la cuenta guardados',
    serverFields: ['firstName', 'lastName', 'document'],
    onSuccess: (result, _values, { reset }) => {
      if (result.data) {
        const { email, firstName, lastName, document } = result.data.updateMeAccount;
        reset({ email, firstName, lastName, document });
      }
    },
  });
  const { control } = form;
  return (
    <>
      <ProfileSection title="Cuenta" saveLabel="Guardar cuenta" serverError={serverError} submitting={submitting} onSubmit={submit}>
        <TextInputField control={control} name="firstName" label="Nombre" autoComplete="given-name" required />
        <TextInputField control={control} name="lastName" label="Apellido" autoComplete="family-name" required />
        <TextInputField control={control} name="document" label="Número de documento" required helperText={DOCUMENT_HINT} />
        <Box sx={{ gridColumn: '1 / -1', mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Correo electrónico
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="account-email">
            {account.email}
          </Typography>
          {account.pendingEmail && (
            <Alert severity="info" sx={{ mt: 1, '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0 } }}>
              Le enviamos un enlace a <strong>{account.pendingEmail}</strong>. El cambio se aplica cuando lo abra (vale por 24 horas).
            </Alert>
          )}
          <Button type="button" variant="outlined" sx={{ mt: 1 }} onClick={() => setChangingEmail(true)}>
            Cambiar correo
          </Button>
        </Box>
      </ProfileSection>
      {changingEmail && (
        <Suspense fallback={null}>
          <EmailChangeDialog account={account} onClose={() => setChangingEmail(false)} />
        </Suspense>
      )}
    </>
  );
}
