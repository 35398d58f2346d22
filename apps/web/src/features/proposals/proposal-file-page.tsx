import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { proposalKindLabels, proposalStatusLabels } from '@portal/domain/proposal-status';
import type { ProposalFieldsFragment } from '../../gql/graphql';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { takesFinalVersion } from './final-version-section';
import { kindFromFileSegment } from './kinds';
import { AttachProposalFileMutation, ProposalQuery, ProposalSubmissionQuery } from './operations';
import { ProposalFileBox, type ProposalFileWords } from './proposal-file-box';
import { MyProposalsHeading } from './my-proposals-heading';

const TITLE = 'Texto completo';

/** …/archivo-ponencia/{presentationId}/{kind}: the proposal's full text: the current file, upload and replace. */
export function ProposalFilePage() {
  const { inscriptionId = '', presentationId = '', fileKind } = useParams();
  const kind = kindFromFileSegment(fileKind);
  const { data, loading, error } = useQuery(ProposalQuery, { variables: { id: presentationId }, skip: !kind, fetchPolicy: 'network-only' });
  const { data: submission } = useQuery(ProposalSubmissionQuery, { variables: { inscriptionId }, skip: !kind });
  const maxFileMb = submission?.proposalSubmission?.limits.maxFileMb;
  const proposal = data?.proposal;
  if (!kind || (error && hasErrorCode(error, 'NOT_FOUND')) || (data && (!proposal || proposal.kind !== kind || proposal.inscriptionId !== inscriptionId))) {
    return <DashboardNotFoundPage />;
  }
  return (
    <>
      <MyProposalsHeading inscriptionId={inscriptionId} title={TITLE} />
      {loading && !proposal && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {proposal && <FileSection proposal={proposal} maxBytes={maxFileMb ? maxFileMb * 1024 * 1024 : undefined} />}
    </>
  );
}

const FULL_TEXT_WORDS: ProposalFileWords = {
  current: 'Archivo actual',
  none: 'Todavía no subió el texto completo.',
  uploaded: 'subido',
  download: (name) => `Descargar «${name}»`,
  upload: 'Subir el texto completo',
  replace: 'Reemplazar el texto completo',
  saving: 'Guardando el archivo…',
  saved: 'Se guardó el archivo.',
  replaced: 'Se reemplazó el archivo.',
};

/** The proposal's current full text and the upload that replaces it (also ADMIN_CONGRESO's, on someone's behalf). */
export function FileSection({ proposal, maxBytes, refetchQueries = ['MyProposals'] }: { proposal: ProposalFieldsFragment; maxBytes: number | undefined; refetchQueries?: string[] }) {
  const [attach] = useMutation(AttachProposalFileMutation, { refetchQueries });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
        {proposal.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {proposalKindLabels[proposal.kind]} · {proposal.thematicArea.name} · {proposalStatusLabels[proposal.status]}
      </Typography>
      <ProposalFileBox
        file={proposal.file}
        words={FULL_TEXT_WORDS}
        canUpload={proposal.permissions.canUpload}
        maxBytes={maxBytes}
        save={(fileId) => attach({ variables: { presentationId: proposal.id, fileId } })}
        otherwise={
          <Alert severity="info" sx={{ mt: 2 }}>
            {proposal.viewerRole === 'COAUTHOR'
              ? 'Solo quien presentó la propuesta puede subir o reemplazar el archivo.'
              : takesFinalVersion(proposal)
                ? 'El archivo evaluado ya no se puede cambiar. Como la propuesta fue aprobada, su versión final se sube desde el detalle de la postulación, en «Versión final».'
                : 'El archivo ya no se puede cambiar: la propuesta fue evaluada o el período de presentación está cerrado.'}
          </Alert>
        }
      />
    </Paper>
  );
}
