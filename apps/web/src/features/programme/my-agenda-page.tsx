import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/domain/dates';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { CreateCalendarFeedMutation, MyAgendaQuery, RevokeCalendarFeedMutation } from './operations';
import { dayHeading, rolesText, SessionCard } from './session-card';

/**
 * /dashboard/mi-agenda: per edition with a released programme, the sessions where the person
 * takes part (author, chair, commentator, speaker) and the ones they marked «Me interesa», by day;
 * and their calendar feed: a secret URL calendar apps subscribe to, that they can renew or revoke.
 */
export function MyAgendaPage() {
  const { data, loading, error, refetch } = useQuery(MyAgendaQuery, { fetchPolicy: 'cache-and-network' });
  const editions = data?.myAgenda ?? [];
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle title="Mi agenda" />
      <Typography variant="h4" component="h1" gutterBottom>
        Mi agenda
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Las actividades del programa publicado en las que usted participa y las que marcó «Me interesa».
      </Typography>
      {loading && !data && <CircularProgress aria-label="Cargando la agenda" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data && <CalendarFeedBox feed={data.myCalendarFeed ?? null} onChange={() => void refetch()} />}
      {data && editions.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Todavía no tiene actividades: cuando se publique el programa de un congreso, aparecerán aquí las suyas. También puede marcar «Me interesa» en el programa público.
        </Alert>
      )}
      {editions.map((e) => {
        const days = [...new Set(e.sessions.map((s) => s.session.day))].sort();
        return (
          <Box component="section" key={e.id} aria-labelledby={`agenda-${e.id}`} sx={{ mt: 3 }}>
            <Typography variant="h5" component="h2" id={`agenda-${e.id}`}>
              {e.conference.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Programa versión {e.version} · <RouterLink to={paths.programme(e.conference.id)}>Ver el programa completo</RouterLink>
            </Typography>
            {days.map((d) => (
              <Box key={d} sx={{ mb: 2 }}>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {dayHeading(d)}
                </Typography>
                <Box sx={{ display: 'grid', gap: 1.5 }}>
                  {e.sessions
                    .filter((s) => s.session.day === d)
                    .map((s) => (
                      <SessionCard
                        key={s.session.id}
                        session={s.session}
                        note={
                          <Typography variant="body2" sx={{ mb: 0.5 }}>
                            {s.myRoles.length > 0 ? <strong>Usted: {rolesText(s.myRoles)}</strong> : 'Marcada «Me interesa»'}
                          </Typography>
                        }
                      />
                    ))}
                </Box>
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

function CalendarFeedBox({ feed, onChange }: { feed: { url: string; createdAt: string } | null; onChange: () => void }) {
  const [create, creating] = useMutation(CreateCalendarFeedMutation, { onCompleted: onChange });
  const [revoke, revoking] = useMutation(RevokeCalendarFeedMutation, { onCompleted: onChange });
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);
  const [copied, setCopied] = useState(false);
  const failure = creating.error ?? revoking.error;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="calendario">
      <Typography variant="h6" component="h2" id="calendario">
        Suscribirse desde su calendario
      </Typography>
      {failure && <Alert severity="error">{errorMessageOf(failure)}</Alert>}
      {feed ? (
        <>
          <Typography variant="body2" sx={{ my: 1 }}>
            Copie este enlace en Google Calendar, Outlook o Calendario de Apple («Agregar calendario desde URL»): se actualiza solo. Es personal: quien lo tenga ve su agenda. Creado el {formatDate(feed.createdAt)}.
          </Typography>
          <TextField value={feed.url} label="Enlace de su calendario" fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button
              variant="contained"
              onClick={() =>
                void navigator.clipboard?.writeText(feed.url).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              Copiar enlace
            </Button>
            <Button onClick={() => setConfirm('renew')}>Generar uno nuevo</Button>
            <Button color="error" onClick={() => setConfirm('revoke')}>
              Revocar
            </Button>
          </Box>
          {copied && (
            <Typography variant="body2" role="status" sx={{ mt: 1 }}>
              Enlace copiado.
            </Typography>
          )}
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ my: 1 }}>
            Cree un enlace personal para ver su agenda en su aplicación de calendario, con los cambios al día.
          </Typography>
          <Button variant="contained" onClick={() => void create()} loading={creating.loading}>
            Crear enlace de calendario
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'revoke' ? '¿Revocar el enlace de calendario?' : '¿Generar un enlace nuevo?'}
        confirmLabel={confirm === 'revoke' ? 'Revocar' : 'Generar'}
        destructive={confirm === 'revoke'}
        busy={creating.loading || revoking.loading}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          const done = () => setConfirm(null);
          if (confirm === 'revoke') void revoke().then(done);
          else void create().then(done);
        }}
      >
        El enlace actual dejará de funcionar en los calendarios que lo usen.
      </ConfirmDialog>
    </Paper>
  );
}
