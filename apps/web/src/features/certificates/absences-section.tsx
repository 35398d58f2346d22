import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { plural } from '@portal/domain/plural';
import { errorMessageOf } from '../../shared/graphql-errors';
import { AttendanceListQuery, EditionCertificateCountsQuery, SetInscriptionsAbsentMutation } from './operations';

/**
 * «Inasistencias» of an edition (ADMIN_CONGRESO): the inscriptions found by name, e-mail or
 * document, with a check box each; «Marcar ausentes» withholds their attendance certificate,
 * «Quitar inasistencia» gives it back.
 */
export function AbsencesSection({ conferenceId }: { conferenceId: string }) {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const { data, error } = useQuery(AttendanceListQuery, { variables: { conferenceId, search: applied || null }, fetchPolicy: 'cache-and-network' });
  const [mark, marking] = useMutation(SetInscriptionsAbsentMutation, { refetchQueries: [AttendanceListQuery, EditionCertificateCountsQuery] });
  const list = data?.attendanceList;
  const toggle = (id: string) => setChosen((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const apply = (absent: boolean) => void mark({ variables: { conferenceId, data: { inscriptionIds: [...chosen], absent } } }).then(() => setChosen(new Set()), () => undefined);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="inasistencias" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" id="inasistencias">
        Inasistencias
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Las personas marcadas como ausentes no reciben el certificado de asistencia.
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Buscar inscripciones"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(search.trim());
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
      >
        <TextField size="small" label="Nombre, correo o documento" value={search} onChange={(e) => setSearch(e.target.value)} sx={{ flex: '1 1 14rem' }} />
        <Button type="submit" variant="outlined">
          Buscar
        </Button>
      </Box>
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {marking.error && <Alert severity="error">{errorMessageOf(marking.error)}</Alert>}
      {list && (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }} role="status">
            {list.total > list.rows.length ? `${plural(list.total, 'inscripción', 'inscripciones')}: se muestran las primeras ${list.rows.length}; busque para acotar.` : plural(list.total, 'inscripción', 'inscripciones')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.rows.map((r) => (
              <Box component="li" key={r.id} sx={{ overflowWrap: 'anywhere' }}>
                <FormControlLabel
                  control={<Checkbox checked={chosen.has(r.id)} onChange={() => toggle(r.id)} />}
                  label={
                    <span>
                      {r.name} · {r.email}
                      {!r.paid && ' · sin pagar'}
                      {r.absent && <strong> · ausente</strong>}
                    </span>
                  }
                />
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button variant="contained" disabled={chosen.size === 0} loading={marking.loading} onClick={() => apply(true)}>
              Marcar ausentes
            </Button>
            <Button variant="outlined" disabled={chosen.size === 0} loading={marking.loading} onClick={() => apply(false)}>
              Quitar inasistencia
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
