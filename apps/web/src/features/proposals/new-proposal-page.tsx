import { useQuery } from '@apollo/client/react';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useParams } from 'react-router';
import { submissionTypeLabels, submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { proposalKindDescriptions, proposalRoutes } from '@portal/domain/proposals';
import { errorMessageOf, hasErrorCode } from '../../shared/graphql-errors';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { paths } from '../../shared/paths';
import { LinkBehavior } from '../../shared/ui/router-link';
import { windowText, type SubmissionWindow } from './kinds';
import { ProposalSubmissionQuery } from './operations';
import { MyProposalsHeading } from './my-proposals-heading';

const TITLE = 'Nueva postulación';

/** …/nueva-postulacion: the five kinds, what each is, and whether its window is open. */
export function NewProposalPage() {
  const inscriptionId = useParams().inscriptionId ?? '';
  const { data, loading, error } = useQuery(ProposalSubmissionQuery, { variables: { inscriptionId } });
  const submission = data?.proposalSubmission;
  if (error && hasErrorCode(error, 'NOT_FOUND')) return <DashboardNotFoundPage />;
  return (
    <>
      <MyProposalsHeading inscriptionId={inscriptionId} title={TITLE} />
      {submission && <Typography color="text.secondary">{submission.inscription.conference.name}. Elija qué tipo de propuesta quiere presentar.</Typography>}
      {loading && <CircularProgress aria-label="Cargando" sx={{ mt: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      )}
      {submission && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {submissionTypes.map((kind) => (
            <KindCard key={kind} kind={kind} inscriptionId={inscriptionId} window={submission.windows.find((w) => w.type === kind)} />
          ))}
        </Box>
      )}
    </>
  );
}

function KindCard({ kind, inscriptionId, window }: { kind: SubmissionType; inscriptionId: string; window: SubmissionWindow | undefined }) {
  const id = useId();
  const open = !!window?.open;
  const content = (
    <CardContent>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {submissionTypeLabels[kind]}
      </Typography>
      <Typography id={`${id}-description`} sx={{ mb: 1 }}>
        {proposalKindDescriptions[kind]}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`${id}-window`} variant="body2" sx={{ fontWeight: 600, color: open ? 'success.dark' : 'text.secondary' }}>
          {windowText(window)}
        </Typography>
        {open && <ArrowForwardOutlined color="primary" aria-hidden="true" />}
      </Box>
    </CardContent>
  );
  return (
    <Box component="li">
      <Card variant="outlined" sx={{ height: '100%', bgcolor: open ? undefined : 'action.hover' }}>
        {open ? (
          <CardActionArea
            component={LinkBehavior}
            to={paths.dashboard.newProposalOfKind(inscriptionId, proposalRoutes[kind].create)}
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-description ${id}-window`}
            sx={{ height: '100%' }}
          >
            {content}
          </CardActionArea>
        ) : (
          content
        )}
      </Card>
    </Box>
  );
}
