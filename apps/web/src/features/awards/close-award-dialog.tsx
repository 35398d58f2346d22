import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { awardMessages } from '@portal/domain/awards';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { meanLabel, personName } from './format';
import { AwardCloseOptionsQuery, CloseAwardMutation } from './operations';

type Props = { award: { id: string; name: string } | null; onClose: () => void };

/**
 * «Cerrar premio»: ADMIN_CONGRESO names the winning application (required when there are any) and
 * any mentions, then closes the award. The server checks both again (they must be applications of
 * this award, and the person closing must not have applied to it).
 */
export function CloseAwardDialog({ award, onClose }: Props) {
  return (
    <Dialog open={award !== null} onClose={onClose} aria-labelledby="close-award-title" fullWidth maxWidth="sm">
      {award && <CloseAwardForm key={award.id} award={award} onClose={onClose} />}
    </Dialog>
  );
}

function CloseAwardForm({ award, onClose }: { award: { id: string; name: string }; onClose: () => void }) {
  const options = useQuery(AwardCloseOptionsQuery, { variables: { id: award.id }, fetchPolicy: 'network-only' });
  const [close, closing] = useMutation(CloseAwardMutation, { refetchQueries: ['Award', 'AwardApplications', 'ConferenceAwards'] });
  const [winner, setWinner] = useState('');
  const [mentions, setMentions] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const ranking = options.data?.award?.ranking ?? [];
  const none = options.data !== undefined && ranking.length === 0;

  const submit = async () => {
    if (!none && winner === '') {
      setErrors({ winnerApplicationId: awardMessages.winnerRequired });
      return;
    }
    setErrors({});
    setError(null);
    try {
      await close({ variables: { id: award.id, result: { winnerApplicationId: winner || null, mentionApplicationIds: mentions.filter((m) => m !== winner) } } });
      notify(`Se cerró el premio «${award.name}».`, 'success');
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (Object.keys(fields).length) setErrors(fields);
      else setError(errorMessageOf(e));
    }
  };

  const toggle = (id: string) => setMentions((m) => (m.includes(id) ? m.filter((x) => x !== id) : [...m, id]));
  const label = (r: (typeof ranking)[number]) => `${r.position}.º «${r.application.title}» — ${personName(r.application.applicant)} (promedio ${meanLabel(r.application.mean)})`;

  return (
    <>
      <DialogTitle id="close-award-title">¿Cerrar el premio «{award.name}»?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Elija la postulación ganadora y, si corresponde, las menciones. Después de cerrarlo no se reciben más postulaciones ni puntajes, y sus autores pueden descargar el certificado. Esta acción no se
          puede deshacer.
        </Typography>
        {options.error && <Alert severity="error">{errorMessageOf(options.error)}</Alert>}
        {none && <Alert severity="info">El premio no tiene postulaciones: se cerrará desierto.</Alert>}
        {ranking.length > 0 && (
          <>
            <FormControl fullWidth error={!!errors.winnerApplicationId} sx={{ mb: 2, mt: 1 }}>
              <InputLabel id="close-award-winner-label">Ganador/a</InputLabel>
              <Select
                labelId="close-award-winner-label"
                label="Ganador/a"
                value={winner}
                onChange={(e) => {
                  setWinner(e.target.value);
                  setErrors(({ winnerApplicationId: _gone, ...rest }) => rest);
                }}
                inputProps={{ 'aria-describedby': errors.winnerApplicationId ? 'close-award-winner-error' : undefined }}
              >
                {ranking.map((r) => (
                  <MenuItem key={r.application.id} value={r.application.id} sx={{ whiteSpace: 'normal' }}>
                    {label(r)}
                  </MenuItem>
                ))}
              </Select>
              {errors.winnerApplicationId && <FormHelperText id="close-award-winner-error">{errors.winnerApplicationId}</FormHelperText>}
            </FormControl>
            <FormControl component="fieldset" error={!!errors.mentionApplicationIds}>
              <FormLabel component="legend">Menciones (opcional)</FormLabel>
              <FormGroup>
                {ranking
                  .filter((r) => r.application.id !== winner)
                  .map((r) => (
                    <FormControlLabel key={r.application.id} control={<Checkbox checked={mentions.includes(r.application.id)} onChange={() => toggle(r.application.id)} />} label={label(r)} />
                  ))}
              </FormGroup>
              {errors.mentionApplicationIds && <FormHelperText>{errors.mentionApplicationIds}</FormHelperText>}
            </FormControl>
          </>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={closing.loading}>
          Cancelar
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} loading={closing.loading} disabled={options.loading}>
          Cerrar premio
        </Button>
      </DialogActions>
    </>
  );
}
