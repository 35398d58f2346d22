import { useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { formatDate } from '@portal/domain/dates';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { useCoAuthorshipAnswer, type CoAuthorInvitation } from './coauthorship-answer';
import { MyCoAuthorInvitationsQuery, ProposalQuery } from './operations';
import { ProposalDetail } from './proposal-detail-page';

const TITLE = 'Propuesta en coautoría';

/** Where the person stands with this proposal, and the answer still to give (or to take back). */
function AnswerBox({ invitation: i, answers }: { invitation: CoAuthorInvitation; answers: ReturnType<typeof useCoAuthorshipAnswer> }) {
  const busy = answers.busy === i.authorId;
  return (
    <Alert
      severity={i.accepted ? 'success' : 'info'}
      sx={{ mb: 2, maxWidth: 820, '& .MuiAlert-message': { width: '100%' } }}
      aria-label="Su coautoría"
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {i.accepted ? `Aceptó ser coautor/a de esta propuesta, que presentó ${i.submitterName} el ${formatDate(i.submittedAt)}.` : `${i.submitterName} lo/la nombró coautor/a de esta propuesta, que presentó el ${formatDate(i.submittedAt)}. Todavía no respondió.`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {!i.accepted && (
          <Button variant="contained" onClick={() => answers.accept(i)} loading={busy} disabled={answers.busy !== null && !busy}>
            Aceptar
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => answers.requestDecline(i)} disabled={answers.busy !== null}>
          Rechazar
        </Button>
      </Box>
    </Alert>
  );
}

/**
 * /dashboard/coautorias/{presentationId}: a proposal the person is named co-author of, read-only
 * (status, decision, panel, authors, abstract), with «Aceptar» and «Rechazar» while it is theirs to
 * answer. Declining it leaves the page for the list: the proposal is then no longer theirs to read.
 */
export function CoAuthorshipPage() {
  const { presentationId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ProposalQuery, { variables: { id: presentationId }, fetchPolicy: 'cache-and-network' });
  const invitations = useQuery(MyCoAuthorInvitationsQuery, { fetchPolicy: 'cache-and-network' });
  const answers = useCoAuthorshipAnswer({ onDeclined: () => void navigate(paths.dashboard.coAuthorships()) });
  const proposal = data?.proposal;
  const invitation = invitations.data?.myCoAuthorInvitations.find((i) => i.proposalId === presentationId);
  // This page is a co-author's: its submitter and congress staff read the proposal on their own screens.
  if ((error && hasErrorCode(error, 'NOT_FOUND')) || (data && !proposal) || (proposal && proposal.viewerRole !== 'COAUTHOR')) return <DashboardNotFoundPage />;
  return (
    <>
      <PageTitle title={proposal ? `${TITLE} «${proposal.title}»` : TITLE} />
      <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.coAuthorships()} sx={{ mb: 1 }}>
        Coautorías
      </Button>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      {loading && !proposal && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {invitation && <AnswerBox invitation={invitation} answers={answers} />}
      {proposal && <ProposalDetail proposal={proposal} />}
      {answers.dialog}
    </>
  );
}
