import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useSession } from '../../shared/session/session-context';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { JournalIssues, NewsCards } from './news-section';
import { HomeQuery } from './operations';
import { EmailAddress } from '../../shared/ui/email-address';

/** `yyyy-mm-dd` dates as dd/mm/yyyy, "del … al …". */
const day = (iso: string) => iso.split('-').reverse().join('/');
const dateRange = (from: string, to: string) => (from === to ? day(from) : `del ${day(from)} al ${day(to)}`);

function Section({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function HomePage() {
  const { me, roles, activeRole } = useSession();
  const { data, loading, error } = useQuery(HomeQuery, { fetchPolicy: 'cache-and-network' });
  const membership = data ? data.me.activeMembership : me.activeMembership;
  const paid = data?.me.activeMembership?.paid;
  const unanswered = data?.myCoAuthorInvitations.filter((i) => !i.accepted).length ?? 0;

  return (
    <>
      <PageTitle title="Inicio" />
      <Typography variant="h1" gutterBottom>
        Bienvenido/a, {me.firstName}
      </Typography>
      {unanswered > 0 && (
        <Alert severity="info" sx={{ mt: 2 }} aria-label="Coautorías sin responder">
          {unanswered === 1 ? 'Lo/la nombraron coautor/a de una propuesta que todavía no respondió.' : `Lo/la nombraron coautor/a de ${unanswered} propuestas que todavía no respondió.`}{' '}
          <RouterLink to={paths.dashboard.coAuthorships()}>Responder en «Coautorías»</RouterLink>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mt: 2 }}>
        {data?.currentConference && (
          <Section title="Congreso actual" wide>
            <Typography sx={{ fontWeight: 600 }}>
              {data.currentConference.name} ({data.currentConference.edition}.ª edición)
            </Typography>
            <Typography>
              {dateRange(data.currentConference.startDate, data.currentConference.endDate)} · {data.currentConference.venue}
            </Typography>
            <Typography color="text.secondary">Inscripción: {dateRange(data.currentConference.inscriptionStart, data.currentConference.inscriptionEnd)}</Typography>
            <Typography sx={{ mt: 1 }}>
              <RouterLink to={paths.inscription(data.currentConference.id)}>Ver la página de inscripción</RouterLink>
            </Typography>
          </Section>
        )}
        <Section title="Sus datos">
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
            <Typography component="dt" color="text.secondary">
              Nombre
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {me.firstName} {me.lastName}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Correo electrónico
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <EmailAddress address={me.email} />
            </Typography>
            <Typography component="dt" color="text.secondary">
              Documento
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {me.document}
            </Typography>
          </Box>
        </Section>
        <Section title="Membresía">
          {membership ? (
            <>
              <Typography>
                {paid === undefined ? `Membresía ${membership.year}` : paid ? `Membresía ${membership.year} al día` : `Membresía ${membership.year} con cuota pendiente`}
              </Typography>
              <Typography color="text.secondary">Categoría: {membership.category.name}</Typography>
            </>
          ) : (
            <Typography>No tiene una membresía activa</Typography>
          )}
          {me.permissions.canViewMemberships && (
            <Typography sx={{ mt: 1 }}>
              <RouterLink to={paths.dashboard.myMemberships()}>Ver mis membresías</RouterLink>
            </Typography>
          )}
        </Section>
        <Section title="Sus roles">
          <Typography sx={{ mb: 1 }}>
            Rol activo: <strong>{activeRole ? activeRole.label : 'ninguno'}</strong>
            {activeRole?.scope ? ` (${activeRole.scope})` : ''}
          </Typography>
          <List dense disablePadding>
            {roles.map((role) => (
              <ListItem key={role.key} disableGutters>
                <ListItemText primary={role.label} secondary={role.scope ?? 'Rol general del portal'} />
                {role.key === activeRole?.key && <Chip label="Activo" color="primary" size="small" />}
              </ListItem>
            ))}
          </List>
        </Section>
        <Section title="Novedades" wide>
          {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
          {loading && !data && <CircularProgress size={24} aria-label="Cargando novedades" />}
          {data && <NewsCards items={data.publishedNews} />}
        </Section>
        <Section title="Revista" wide>
          {loading && !data && <CircularProgress size={24} aria-label="Cargando la revista" />}
          {data && <JournalIssues items={data.publishedJournalIssues} />}
        </Section>
      </Box>
    </>
  );
}
