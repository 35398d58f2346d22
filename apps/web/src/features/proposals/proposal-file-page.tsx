import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime } from '@portal/domain/dates';
import { proposalKindLabels, proposalStatusLabels } from '@portal/domain/proposal-status';
import type { ProposalFieldsFragment } from '../../gql/graphql';
import { FileUploadField } from '../../shared/files/file-upload-field';
import { errorMessageOf, fieldErrorsOf, hasErrorCode } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { paths } from '../../shared/paths';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { takesFinalVersion } from './final-version-section';
import { formatSize, kindFromFileSegment } from './kinds';
import { AttachProposalFileMutation, ProposalQuery, ProposalSubmissionQuery } from './operations';

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
      <PageTitle title={TITLE} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.myProposals(inscriptionId)} sx={{ mb: 1 }}>
        Mis postulaciones
      </Button>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      {loading && !proposal && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {proposal && <FileSection proposal={proposal} maxBytes={maxFileMb ? maxFileMb * 1024 * 1024 : undefined} />}
    </>
  );
}

/** The proposal's current full text and the upload that replaces it (also ADMIN_CONGRESO's, on someone's behalf). */
export function FileSection({ proposal, maxBytes, refetchQueries = ['MyProposals'] }: { proposal: ProposalFieldsFragment; maxBytes: number | undefined; refetchQueries?: string[] }) {
  const [attach, { loading: attaching }] = useMutation(AttachProposalFileMutation, { refetchQueries });
  const [attachError, setAttachError] = useState<string | undefined>();
  const file = proposal.file;
  const onUploaded = async (stored: { id: string } | null) => {
    if (!stored) return;
    setAttachError(undefined);
    try {
      await attach({ variables: { presentationId: proposal.id, fileId: stored.id } });
      notify(file ? 'Se reemplazó el archivo.' : 'Se guardó el archivo.', 'success');
    } catch (e) {
      setAttachError(fieldErrorsOf(e).file ?? errorMessageOf(e));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
        {proposal.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {proposalKindLabels[proposal.kind]} · {proposal.thematicArea.name} · {proposalStatusLabels[proposal.status]}
      </Typography>
      <Box component="section" aria-label="Archivo actual" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <DescriptionOutlined aria-hidden="true" sx={{ mt: 0.25 }} />
        {file ? (
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatSize(file.sizeBytes)} · subido el {formatDateTime(file.uploadedAt)}
            </Typography>
            <Link href={file.url} aria-label={`Descargar «${file.name}»`}>
              Descargar
            </Link>
          </Box>
        ) : (
          <Typography>Todavía no subió el texto completo.</Typography>
        )}
      </Box>
      {proposal.permissions.canUpload ? (
        <>
          <FileUploadField
            label={file ? 'Reemplazar el texto completo' : 'Subir el texto completo'}
            purpose="PROPOSAL_FULL_TEXT"
            value={file ? { id: file.id, url: null } : null}
            onChange={(v) => void onUploaded(v)}
            error={attachError}
            replaceOnly
            maxBytes={maxBytes}
          />
          {attaching && (
            <Typography role="status" variant="body2" sx={{ mt: 1 }}>
              Guardando el archivo…
            </Typography>
          )}
        </>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {proposal.viewerRole === 'COAUTHOR'
            ? 'Solo quien presentó la propuesta puede subir o reemplazar el archivo.'
            : takesFinalVersion(proposal)
              ? 'El archivo evaluado ya no se puede cambiar. Como la propuesta fue aprobada, su versión final se sube desde el detalle de la postulación, en «Versión final».'
              : 'El archivo ya no se puede cambiar: la propuesta fue evaluada o el período de presentación está cerrado.'}
        </Alert>
      )}
    </Paper>
  );
}
