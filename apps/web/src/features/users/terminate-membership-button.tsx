import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { graphql } from '../../gql/gql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

const TerminateMembershipMutation = graphql(`
  mutation TerminateMembership($membershipId: ID!) {
    terminateMembership(membershipId: $membershipId) {
      id
      terminatedMember
    }
  }
`);

/** ADMIN ends a membership: no later yearly charges are raised for it. */
export function TerminateMembershipButton({ membershipId, year, personName }: { membershipId: string; year: number; personName: string }) {
  const [open, setOpen] = useState(false);
  const [terminate, { loading }] = useMutation(TerminateMembershipMutation, { refetchQueries: ['User', 'UserAudit'], awaitRefetchQueries: true });

  const confirm = async () => {
    try {
      await terminate({ variables: { membershipId } });
      notify(`Membresía ${year} dada de baja.`, 'success');
      setOpen(false);
    } catch (error) {
      notify(errorMessageOf(error), 'error');
    }
  };

  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Dar de baja
      </Button>
      <ConfirmDialog
        open={open}
        title={`¿Dar de baja la membresía ${year} de ${personName}?`}
        confirmLabel="Dar de baja"
        destructive
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {personName} dejará de ser socio/a: no se generarán cuotas de los años siguientes. Las cuotas ya generadas no cambian.
      </ConfirmDialog>
    </>
  );
}
