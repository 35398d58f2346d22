import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApolloProvider, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useParams } from 'react-router';
import { apolloClient } from '../../shared/apollo/client';
import { isAuthenticated, subscribeAuth } from '../../shared/auth/auth-storage';
import { errorMessageOf } from '../../shared/graphql-errors';
import { JobProgress } from '../../shared/jobs/job-progress';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { PrepareProgrammePdfMutation } from './operations';

/**
 * /cronogramas/{id}/pdf: the programme book of the last released version, standalone (for
 * ORGANIZADOR_CONGRESO and ADMIN_CONGRESO of the edition): follows the job that makes it, then shows
 * it full-page with a download link. The API refuses anyone else (the message is shown).
 */
export function ProgrammePdfPage() {
  const signedIn = useSyncExternalStore(subscribeAuth, isAuthenticated);
  const location = useLocation();
  const id = useParams().conferenceId ?? '';
  if (!signedIn) return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  return (
    <ApolloProvider client={apolloClient}>
      <PdfView conferenceId={id} />
    </ApolloProvider>
  );
}

function PdfView({ conferenceId }: { conferenceId: string }) {
  const [prepare, { data, error }] = useMutation(PrepareProgrammePdfMutation);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void prepare({ variables: { conferenceId } }).then((r) => setReady(r.data?.prepareProgrammePdf.jobId === null));
  }, [prepare, conferenceId]);
  const answer = data?.prepareProgrammePdf;
  const url = answer ? `/programa/${conferenceId}/programa.pdf?version=${answer.version}` : null;
  return (
    <Box component="main" sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <PageTitle title="Programa en PDF" />
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          Programa en PDF{answer ? `, versión ${answer.version}` : ''}
        </Typography>
        {ready && url && (
          <Button variant="contained" href={url} download>
            Descargar
          </Button>
        )}
        <Button component={RouterLink} to={paths.dashboard.scheduleGrid(conferenceId)}>
          Volver al cronograma
        </Button>
      </Box>
      <Box sx={{ flex: 1, p: ready ? 0 : 3 }}>
        {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
        {answer?.jobId && !ready && (
          <JobProgress
            jobId={answer.jobId}
            label="Preparando el programa en PDF (días)"
            renderResult={() => <WhenReady onReady={() => setReady(true)} />}
          />
        )}
        {ready && url && <Box component="iframe" title="Programa en PDF" src={url} sx={{ border: 0, width: '100%', height: '100%' }} />}
      </Box>
    </Box>
  );
}

/** The job ended: the page shows the PDF (an effect, not a state change during render). */
function WhenReady({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return <Typography>El programa está listo.</Typography>;
}
