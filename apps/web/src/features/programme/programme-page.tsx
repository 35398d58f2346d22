import { useMemo, useSyncExternalStore } from 'react';
import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import StarOutlined from '@mui/icons-material/StarOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { useParams, useSearchParams } from 'react-router';
import { formatDate } from '@portal/domain/dates';
import { scheduleKindLabels, schedulableKinds, type SchedulableKind } from '@portal/domain/schedule';
import type { ProgrammeSessionFieldsFragment as Session } from '../../gql/graphql';
import { apolloClient } from '../../shared/apollo/client';
import { isAuthenticated, subscribeAuth } from '../../shared/auth/auth-storage';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths, withNext } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { ASSOCIATION_NAME } from '../../shared/ui/association-name';
import { MyScheduleInterestsQuery, ProgrammeQuery, SetScheduleInterestMutation } from './operations';
import { dayHeading, SessionCard } from './session-card';

/**
 * /programa/{id}: the released programme of an edition for everyone, no sign-in needed: by day and
 * time, each session with its rooms, kind, area, title, chair and participants with their
 * institutions, a panel's papers with their authors; search (title or person) and filters by area,
 * kind and room, all kept in the URL; the programme book as a PDF. A signed-in person marks
 * sessions «Me interesa» (they go to Mi agenda).
 */
export function ProgrammePage() {
  const signedIn = useSyncExternalStore(subscribeAuth, isAuthenticated);
  const id = useParams().conferenceId ?? '';
  return (
    <ApolloProvider client={apolloClient}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 1.5 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {ASSOCIATION_NAME}
          </Typography>
          {signedIn ? (
            <Button component={RouterLink} to={paths.dashboard.myAgenda()} color="inherit" variant="outlined" size="small">
              Mi agenda
            </Button>
          ) : (
            <Button component={RouterLink} to={withNext(paths.login(), paths.programme(id))} color="inherit" variant="outlined" size="small">
              Ingresar
            </Button>
          )}
        </Container>
      </Box>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <ProgrammeView key={`${id}:${signedIn}`} conferenceId={id} signedIn={signedIn} />
      </Container>
    </ApolloProvider>
  );
}

const ALL = '';

function ProgrammeView({ conferenceId, signedIn }: { conferenceId: string; signedIn: boolean }) {
  const { data, loading, error } = useQuery(ProgrammeQuery, { variables: { conferenceId } });
  const interests = useQuery(MyScheduleInterestsQuery, { variables: { conferenceId }, skip: !signedIn });
  const [setInterest] = useMutation(SetScheduleInterestMutation);
  const [params, setParams] = useSearchParams();
  const programme = data?.programme;
  const sessions = useMemo(() => programme?.sessions ?? [], [programme]);
  const days = useMemo(() => [...new Set(sessions.map((s) => s.day))].sort(), [sessions]);
  const areas = useMemo(() => [...new Set(sessions.map((s) => s.area).filter((a): a is string => !!a))].sort((a, b) => a.localeCompare(b, 'es')), [sessions]);
  const rooms = useMemo(() => [...new Set(sessions.flatMap((s) => s.rooms))].sort((a, b) => a.localeCompare(b, 'es')), [sessions]);
  const search = params.get('q') ?? '';
  const area = params.get('area') ?? ALL;
  const kind = params.get('tipo') ?? ALL;
  const room = params.get('sala') ?? ALL;
  const day = days.includes(params.get('dia') ?? '') ? params.get('dia')! : ALL;
  const setParam = (name: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const shown = useMemo(() => {
    const text = fold(search.trim());
    return sessions.filter(
      (s) =>
        (!day || s.day === day) &&
        (!area || s.area === area) &&
        (!kind || s.kind === kind) &&
        (!room || s.rooms.includes(room)) &&
        (!text || fold([s.title, s.chair ?? '', ...s.participants.map((p) => p.name), ...s.papers.flatMap((p) => [p.title, ...p.authors])].join(' ')).includes(text)),
    );
  }, [sessions, day, area, kind, room, search]);

  if (loading) return <CircularProgress aria-label="Cargando el programa" />;
  if (error || !programme)
    return (
      <>
        <PageTitle title="Programa" />
        <Typography variant="h4" component="h1" gutterBottom>
          Programa
        </Typography>
        <Alert severity="info">{error ? errorMessageOf(error) : 'El programa todavía no fue publicado.'}</Alert>
      </>
    );

  const marked = new Set(interests.data?.myScheduleInterests ?? []);
  const toggle = (s: Session) =>
    setInterest({
      variables: { conferenceId, itemKey: s.id, interested: !marked.has(s.id) },
      update: (cache, { data: answer }) => {
        const now = new Set(marked);
        if (answer?.setScheduleInterest) now.add(s.id);
        else now.delete(s.id);
        cache.writeQuery({ query: MyScheduleInterestsQuery, variables: { conferenceId }, data: { myScheduleInterests: [...now] } });
      },
    });
  const kinds = schedulableKinds.filter((k) => sessions.some((s) => s.kind === k));
  const byDay = (days.filter((d) => !day || d === day)).map((d) => ({ day: d, sessions: shown.filter((s) => s.day === d) })).filter((g) => g.sessions.length > 0);

  return (
    <>
      <PageTitle title={`Programa: ${programme.conference.name}`} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {programme.conference.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Del {formatDate(`${programme.conference.startDate}T12:00:00-03:00`)} al {formatDate(`${programme.conference.endDate}T12:00:00-03:00`)}
        {programme.conference.venue && ` · ${programme.conference.venue}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Versión {programme.version}, publicada el {formatDate(programme.releasedAt)}. Horarios de Buenos Aires.{' '}
        <a href={programme.pdfUrl}>Descargar el programa en PDF</a>
      </Typography>
      {!signedIn && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <RouterLink to={withNext(paths.login(), paths.programme(conferenceId))}>Ingrese</RouterLink> para marcar las actividades que le interesan y verlas en Mi agenda.
        </Alert>
      )}
      <Box role="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' }, mb: 2 }}>
        <TextField label="Buscar por título o persona" value={search} onChange={(e) => setParam('q', e.target.value)} size="small" />
        <TextField select label="Área" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={area} onChange={(e) => setParam('area', e.target.value)} size="small">
          <MenuItem value={ALL}>Todas</MenuItem>
          {areas.map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Tipo" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={kind} onChange={(e) => setParam('tipo', e.target.value)} size="small">
          <MenuItem value={ALL}>Todos</MenuItem>
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {scheduleKindLabels[k as SchedulableKind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Sala" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={room} onChange={(e) => setParam('sala', e.target.value)} size="small">
          <MenuItem value={ALL}>Todas</MenuItem>
          {rooms.map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Tabs value={day} onChange={(_e, v: string) => setParam('dia', v)} variant="scrollable" allowScrollButtonsMobile aria-label="Días del congreso" sx={{ mb: 2 }}>
        <Tab value={ALL} label="Todos los días" />
        {days.map((d) => (
          <Tab key={d} value={d} label={dayHeading(d)} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
        {shown.length === 1 ? '1 actividad' : `${shown.length} actividades`}
      </Typography>
      {byDay.length === 0 && <Alert severity="info">Ninguna actividad coincide con la búsqueda.</Alert>}
      {byDay.map((g) => (
        <Box component="section" key={g.day} aria-labelledby={`dia-${g.day}`} sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" id={`dia-${g.day}`} sx={{ mb: 1.5 }}>
            {dayHeading(g.day)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {g.sessions.map((s) => (
              <SessionCard
                key={s.id}
                session={s}
                headingLevel="h3"
                action={
                  signedIn ? (
                    <ToggleButton value="interesa" size="small" selected={marked.has(s.id)} onChange={() => void toggle(s)} aria-label={`Me interesa: ${s.title}`}>
                      {marked.has(s.id) ? <StarOutlined fontSize="small" /> : <StarBorderOutlined fontSize="small" />}
                      <Box component="span" sx={{ ml: 0.5 }}>
                        Me interesa
                      </Box>
                    </ToggleButton>
                  ) : undefined
                }
              />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es');
