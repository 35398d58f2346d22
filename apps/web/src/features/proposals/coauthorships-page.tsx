import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/domain/dates';
import { proposalKindLabels } from '@portal/domain/proposal-status';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { useCoAuthorshipAnswer, type CoAuthorInvitation } from './coauthorship-answer';
import { MyCoAuthorInvitationsQuery } from './operations';

const TITLE = 'Coautorías';

/** One proposal that names the person: what, where, who and when; «Aceptar» while pending, «Rechazar» always. */
function InvitationCard({ invitation: i, answers }: { invitation: CoAuthorInvitation; answers: ReturnType<typeof useCoAuthorshipAnswer> }) {
  const headingId = `coautoria-${i.authorId}`;
  const busy = answers.busy === i.authorId;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 16rem' }}>
          {i.title}
        </Typography>
        <Chip size="small" variant="outlined" color={i.accepted ? 'success' : 'warning'} label={i.accepted ? 'Aceptada' : 'Sin responder'} />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {proposalKindLabels[i.kind]} · {i.conferenceName}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        Presentada por {i.submitterName} el {formatDate(i.submittedAt)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {!i.accepted && (
          <Button variant="contained" onClick={() => answers.accept(i)} loading={busy} disabled={answers.busy !== null && !busy} aria-label={`Aceptar la coautoría de «${i.title}»`}>
            Aceptar
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => answers.requestDecline(i)} disabled={answers.busy !== null} aria-label={`Rechazar la coautoría de «${i.title}»`}>
          Rechazar
        </Button>
        <Button component={LinkBehavior} to={paths.dashboard.coAuthorship(i.proposalId)} aria-label={`Ver la propuesta «${i.title}»`}>
          Ver la propuesta
        </Button>
      </Box>
    </Paper>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
    </Box>
  );
}

/**
 * /dashboard/coautorias: the proposals others submitted naming the signed-in person as co-author.
 * Those not answered yet first, to accept (the co-authorship is confirmed, and counts for conflicts
 * of interest in the evaluation) or decline (the proposal is no longer linked to the account); then
 * the accepted ones, which can still be declined.
 */
export function CoAuthorshipsPage() {
  const { data, loading, error } = useQuery(MyCoAuthorInvitationsQuery, { fetchPolicy: 'cache-and-network' });
  const answers = useCoAuthorshipAnswer();
  const all = data?.myCoAuthorInvitations ?? [];
  const pending = all.filter((i) => !i.accepted);
  const accepted = all.filter((i) => i.accepted);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageTitle title={TITLE} />
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography color="text.secondary">
        Las propuestas que otras personas presentaron nombrándolo/a coautor/a. Acepte las que le corresponden: hasta entonces su coautoría queda sin confirmar. Si rechaza una, la propuesta deja de estar vinculada a su cuenta.
      </Typography>
      {loading && !data && <CircularProgress aria-label="Cargando las coautorías" sx={{ mt: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      )}
      {data && all.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Nadie lo/la nombró coautor/a de una propuesta. Cuando alguien lo haga, le llegará un correo y la encontrará aquí para aceptarla o rechazarla.
        </Alert>
      )}
      {data && all.length > 0 && (
        <>
          <Section id="coautorias-pendientes" title={`Sin responder (${pending.length})`}>
            {pending.length === 0 ? <Typography color="text.secondary">No tiene coautorías sin responder.</Typography> : pending.map((i) => <InvitationCard key={i.authorId} invitation={i} answers={answers} />)}
          </Section>
          {accepted.length > 0 && (
            <Section id="coautorias-aceptadas" title={`Aceptadas (${accepted.length})`}>
              {accepted.map((i) => (
                <InvitationCard key={i.authorId} invitation={i} answers={answers} />
              ))}
            </Section>
          )}
        </>
      )}
      {answers.dialog}
    </Box>
  );
}
