import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { MyCoAuthorInvitationsQuery } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { AnswerCoAuthorshipMutation } from './operations';

export type CoAuthorInvitation = MyCoAuthorInvitationsQuery['myCoAuthorInvitations'][number];

/** What declining means, said before it is done (and on the page). */
export const DECLINE_MEANING =
  'La propuesta dejará de estar vinculada a su cuenta: usted no figurará como coautor/a de ella en el portal ni la verá en sus postulaciones. No se puede deshacer desde aquí.';

/**
 * Accepting and declining a co-authorship, the same on the list and on a proposal: accept at once,
 * decline after a dialog that says what it means; the list is asked again either way (an answer to
 * a link that changed meanwhile, refused, shows the list as it is now).
 */
export function useCoAuthorshipAnswer({ onDeclined }: { onDeclined?: (i: CoAuthorInvitation) => void } = {}) {
  const client = useApolloClient();
  const [answer] = useMutation(AnswerCoAuthorshipMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [declining, setDeclining] = useState<CoAuthorInvitation | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (i: CoAuthorInvitation, accept: boolean) => {
    setBusy(i.authorId);
    try {
      await answer({ variables: { authorId: i.authorId, accept } });
      notify(accept ? `Aceptó la coautoría de «${i.title}».` : `Rechazó la coautoría de «${i.title}».`, 'success');
    } finally {
      setBusy(null);
      // Answered or refused (a link the submitter changed meanwhile), the list shows how things are now.
      void client.refetchQueries({ include: ['MyCoAuthorInvitations'] }).catch(() => undefined);
    }
  };

  const accept = (i: CoAuthorInvitation) => {
    send(i, true).catch((e: unknown) => notify(errorMessageOf(e), 'error'));
  };

  const requestDecline = (i: CoAuthorInvitation) => {
    setError(null);
    setDeclining(i);
    setOpen(true);
  };

  const confirmDecline = async () => {
    if (!declining) return;
    setError(null);
    try {
      await send(declining, false);
    } catch (e) {
      setError(errorMessageOf(e));
      return;
    }
    setOpen(false);
    onDeclined?.(declining);
    // Declined, the proposal is no longer the person's to read: nothing of it stays in the cache.
    client.cache.evict({ id: client.cache.identify({ __typename: 'Proposal', id: declining.proposalId }) });
    client.cache.gc();
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={declining ? `¿Rechazar la coautoría de «${declining.title}»?` : ''}
      confirmLabel="Rechazar"
      destructive
      busy={busy !== null}
      onConfirm={() => void confirmDecline()}
      onClose={() => setOpen(false)}
    >
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : declining ? (
        <>
          <Typography component="span" sx={{ display: 'block', mb: 1 }}>
            {DECLINE_MEANING}
          </Typography>
          <Typography component="span" sx={{ display: 'block' }}>
            {declining.submitterName}, que la presentó, conserva entre los autores el nombre y el correo que escribió: si no corresponde que estén, pídale que los quite.
          </Typography>
        </>
      ) : null}
    </ConfirmDialog>
  );

  return { accept, requestDecline, busy, dialog };
}
