import { useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { hasFullText } from '@portal/domain/proposals';
import { errorMessageOf, hasErrorCode } from '../../../shared/graphql-errors';
import { paths } from '../../../shared/paths';
import { DashboardNotFoundPage } from '../../../shared/ui/dashboard-not-found-page';
import { PageTitle } from '../../../shared/ui/page-title';
import { LinkBehavior } from '../../../shared/ui/router-link';
import { ProposalQuery, ProposalSubmissionQuery } from '../operations';
import { FileSection } from '../proposal-file-page';
import { ADMIN_REFETCH, adminListTitles, adminSegments, kindFromItemSegment } from './admin-kinds';

const TITLE = 'Texto completo';

/** …/propuestas/{conferenceId}/{kind}/archivo/{presentationId}: upload or replace the full text on the author's behalf. */
export function AdminProposalFilePage() {
  const { conferenceId = '', kind: segment, presentationId = '' } = useParams();
  const kind = kindFromItemSegment(segment);
  const { data, loading, error } = useQuery(ProposalQuery, { variables: { id: presentationId }, skip: !kind || !hasFullText(kind), fetchPolicy: 'network-only' });
  const proposal = data?.proposal;
  const { data: submission } = useQuery(ProposalSubmissionQuery, { variables: { inscriptionId: proposal?.inscriptionId ?? '' }, skip: !proposal });
  const maxFileMb = submission?.proposalSubmission?.limits.maxFileMb;
  if (!kind || !hasFullText(kind) || (error && hasErrorCode(error, 'NOT_FOUND')) || (data && (!proposal || proposal.kind !== kind || proposal.conference.id !== conferenceId))) {
    return <DashboardNotFoundPage />;
  }
  const submitter = proposal?.authors.find((a) => a.isSubmitter);
  return (
    <>
      <PageTitle title={TITLE} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.proposalAdminList(conferenceId, adminSegments[kind].list)} sx={{ mb: 1 }}>
        {adminListTitles[kind]}
      </Button>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      {submitter && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 820 }}>
          En nombre de <strong>{submitter.name}</strong> ({submitter.email}). Queda registrado que usted hizo el cambio.
        </Alert>
      )}
      {loading && !proposal && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {proposal && <FileSection proposal={proposal} maxBytes={maxFileMb ? maxFileMb * 1024 * 1024 : undefined} refetchQueries={ADMIN_REFETCH} />}
    </>
  );
}
