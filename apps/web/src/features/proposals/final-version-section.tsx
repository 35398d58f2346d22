import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDay } from '@portal/domain/dates';
import { isInGroup } from '@portal/domain/proposal-status';
import { hasFullText } from '@portal/domain/proposals';
import type { ProposalFieldsFragment } from '../../gql/graphql';
import { AttachProposalFinalVersionMutation } from './operations';
import { ProposalFileBox, type ProposalFileWords } from './proposal-file-box';

/** Whether a proposal collects a final version: accepted, of a kind with a full text. */
export const takesFinalVersion = (p: Pick<ProposalFieldsFragment, 'kind' | 'status'>) => hasFullText(p.kind) && isInGroup(p.status, 'accepted');

/**
 * «Versión final» of an accepted item, on its detail page: the edition's window and where it
 * stands, the current final version with its date, and the upload that adds or replaces it while
 * the server allows it (`permissions.canUploadFinalVersion`). The evaluated text stays as it was.
 */
const FINAL_VERSION_WORDS: ProposalFileWords = {
  current: 'Versión final actual',
  none: 'Todavía no se subió la versión final.',
  uploaded: 'subida',
  download: (name) => `Descargar la versión final «${name}»`,
  upload: 'Subir la versión final',
  replace: 'Reemplazar la versión final',
  saving: 'Guardando la versión final…',
  saved: 'Se guardó la versión final.',
  replaced: 'Se reemplazó la versión final.',
};

export function FinalVersionSection({ proposal, maxBytes }: { proposal: ProposalFieldsFragment; maxBytes?: number }) {
  const [attach] = useMutation(AttachProposalFinalVersionMutation);
  const window = proposal.finalVersionWindow;
  return (
    <Box component="section" aria-labelledby="version-final" sx={{ mt: 3 }}>
      <Typography id="version-final" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Versión final
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {window
          ? `Período de recepción: del ${formatDay(window.opensOn)} al ${formatDay(window.closesOn)} inclusive. ${window.label}`
          : 'Esta edición no recibe versiones finales: el texto que se evaluó es el que queda.'}
      </Typography>
      <ProposalFileBox
        file={proposal.finalVersion}
        words={FINAL_VERSION_WORDS}
        canUpload={proposal.permissions.canUploadFinalVersion}
        maxBytes={maxBytes}
        save={(fileId) => attach({ variables: { proposalId: proposal.id, fileId } })}
        otherwise={
          window?.open && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Solo quien presentó la propuesta puede subir o reemplazar la versión final.
            </Alert>
          )
        }
      />
    </Box>
  );
}
