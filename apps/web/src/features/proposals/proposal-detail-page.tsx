import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatDateTime } from '@portal/domain/dates';
import { proposalKindLabels, proposalStatusLabels } from '@portal/domain/proposal-status';
import type { ProposalFieldsFragment } from '../../gql/graphql';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { FinalVersionSection, takesFinalVersion } from './final-version-section';
import { ProposalQuery } from './operations';
import { MyProposalsHeading } from './my-proposals-heading';

const TITLE = 'Postulación';

/**
 * …/mis-postulaciones/{inscriptionId}/postulacion/{presentationId}: one proposal read-only, for its
 * authors: status, the decision with the comment they were e-mailed, the panel it is in, authors and
 * file; once accepted, its «Versión final» (upload and replace inside the edition's window). Where a
 * decided proposal opens (it can no longer be edited).
 */
export function ProposalDetailPage() {
  const { inscriptionId = '', presentationId = '' } = useParams();
  const { data, loading, error } = useQuery(ProposalQuery, { variables: { id: presentationId }, fetchPolicy: 'cache-and-network' });
  const proposal = data?.proposal;
  if ((error && hasErrorCode(error, 'NOT_FOUND')) || (data && !proposal)) return <DashboardNotFoundPage />;
  return (
    <>
      <MyProposalsHeading inscriptionId={inscriptionId} title={TITLE} documentTitle={proposal ? `${TITLE} «${proposal.title}»` : TITLE} />
      {loading && !proposal && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {proposal && <ProposalDetail proposal={proposal} />}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, columnGap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The proposal read-only: title, kind and edition, the decision, status, panel, area, authors, keywords, file, abstract, final version. */
export function ProposalDetail({ proposal }: { proposal: ProposalFieldsFragment }) {
  const decision = proposal.decision;
  const authors = [...proposal.authors].sort((a, b) => a.position - b.position);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
        {proposal.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {proposalKindLabels[proposal.kind]} · {proposal.conference.name}
      </Typography>
      {decision && (
        <Alert severity={decision.approved ? 'success' : 'warning'} sx={{ mb: 2 }} aria-label="Decisión">
          <Typography sx={{ fontWeight: 600 }}>
            {decision.approved ? 'Aprobada' : 'No aprobada'} el {formatDateTime(decision.decidedAt)}
          </Typography>
          {decision.comment ? <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>Comentario de la evaluación: {decision.comment}</Typography> : <Typography sx={{ mt: 0.5 }}>La evaluación no dejó comentario.</Typography>}
        </Alert>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Estado">{proposalStatusLabels[proposal.status]}</Row>
        {/* Papers and student papers go into panels; the other kinds are panels or sessions of their own. */}
        {(proposal.kind === 'PRESENTACION' || proposal.kind === 'MESA_ESTUDIANTE') && <Row label="Panel">{proposal.panel ? `«${proposal.panel.name}»` : 'Todavía no está en un panel.'}</Row>}
        <Row label="Área temática">{proposal.thematicArea.name}</Row>
        <Row label="Autores">{authors.map((a) => a.name).join(', ')}</Row>
        <Row label="Palabras clave">{proposal.keywords.join(', ')}</Row>
        <Row label="Texto completo">
          {proposal.file ? (
            <Link href={proposal.file.url} aria-label={`Descargar «${proposal.file.name}»`}>
              {proposal.file.name}
            </Link>
          ) : (
            'Sin subir'
          )}
        </Row>
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
        {proposal.kind === 'LIBRO' ? 'Sinopsis' : 'Resumen'}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{proposal.abstract}</Typography>
      {takesFinalVersion(proposal) && <FinalVersionSection proposal={proposal} />}
    </Paper>
  );
}
