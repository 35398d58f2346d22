import { useMutation } from '@apollo/client/react';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime, formatDay } from '@portal/domain/dates';
import { isInGroup } from '@portal/domain/proposal-status';
import { hasFullText } from '@portal/domain/proposals';
import type { ProposalFieldsFragment } from '../../gql/graphql';
import { FileUploadField } from '../../shared/files/file-upload-field';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { formatSize } from './kinds';
import { AttachProposalFinalVersionMutation } from './operations';

/** Whether a proposal collects a final version: accepted, of a kind with a full text. */
export const takesFinalVersion = (p: Pick<ProposalFieldsFragment, 'kind' | 'status'>) => hasFullText(p.kind) && isInGroup(p.status, 'accepted');

/**
 * «Versión final» of an accepted item, on its detail page: the edition's window and where it
 * stands, the current final version with its date, and the upload that adds or replaces it while
 * the server allows it (`permissions.canUploadFinalVersion`). The evaluated text stays as it was.
 */
export function FinalVersionSection({ proposal, maxBytes }: { proposal: ProposalFieldsFragment; maxBytes?: number }) {
  const [attach, { loading: attaching }] = useMutation(AttachProposalFinalVersionMutation);
  const [attachError, setAttachError] = useState<string | undefined>();
  const file = proposal.finalVersion;
  const window = proposal.finalVersionWindow;
  const onUploaded = async (stored: { id: string } | null) => {
    if (!stored) return;
    setAttachError(undefined);
    try {
      await attach({ variables: { proposalId: proposal.id, fileId: stored.id } });
      notify(file ? 'Se reemplazó la versión final.' : 'Se guardó la versión final.', 'success');
    } catch (e) {
      setAttachError(fieldErrorsOf(e).file ?? errorMessageOf(e));
    }
  };
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
      <Box aria-label="Versión final actual" role="group" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <DescriptionOutlined aria-hidden="true" sx={{ mt: 0.25 }} />
        {file ? (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatSize(file.sizeBytes)} · subida el {formatDateTime(file.uploadedAt)}
            </Typography>
            <Link href={file.url} aria-label={`Descargar la versión final «${file.name}»`}>
              Descargar
            </Link>
          </Box>
        ) : (
          <Typography>Todavía no se subió la versión final.</Typography>
        )}
      </Box>
      {proposal.permissions.canUploadFinalVersion ? (
        <>
          <FileUploadField
            label={file ? 'Reemplazar la versión final' : 'Subir la versión final'}
            purpose="PROPOSAL_FULL_TEXT"
            value={file ? { id: file.id, url: null } : null}
            onChange={(v) => void onUploaded(v)}
            error={attachError}
            replaceOnly
            maxBytes={maxBytes}
          />
          {attaching && (
            <Typography role="status" variant="body2" sx={{ mt: 1 }}>
              Guardando la versión final…
            </Typography>
          )}
        </>
      ) : (
        window?.open && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Solo quien presentó la propuesta puede subir o reemplazar la versión final.
          </Alert>
        )
      )}
    </Box>
  );
}
