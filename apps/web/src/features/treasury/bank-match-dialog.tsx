import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDay } from '@portal/domain/dates';
import { formatCents } from '@portal/domain/money';
import { errorMessageOf, fieldErrorsOf } from '../../shared/graphql-errors';
import { SearchField } from '../../shared/list/search-field';
import { notify } from '../../shared/notify';
import { BankMatchCandidatesQuery, MatchBankLineMutation } from './bank-operations';
import type { Line } from './bank-lines';

/**
 * Matching a line by hand: a reported payment under review (those of the same amount first), or a
 * person found by name, e-mail, document or reference code and the pending charges the line pays.
 */
export function BankMatchDialog({ line, onClose, onMatched }: { line: Line; onClose: () => void; onMatched: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [note, setNote] = useState('');
  const [charges, setCharges] = useState<Record<string, Set<string>>>({});
  const [error, setError] = useState<string | null>(null);
  const { data, loading } = useQuery(BankMatchCandidatesQuery, { variables: { lineId: line.id, search: search || null }, fetchPolicy: 'network-only' });
  const [match, { loading: busy }] = useMutation(MatchBankLineMutation);
  const candidates = data?.bankMatchCandidates;

  async function submit(data: { paymentId?: string; userId?: string; chargeIds?: string[] }) {
    setError(null);
    try {
      await match({ variables: { id: line.id, data: { ...data, note: note.trim() || null } } });
      notify(`Fila ${line.rowNumber} asociada: el pago quedó aprobado.`, 'success');
      onMatched();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setError(Object.values(fields)[0] ?? errorMessageOf(e));
    }
  }

  const toggle = (userId: string, chargeId: string, on: boolean) =>
    setCharges((all) => {
      const set = new Set(all[userId] ?? []);
      if (on) set.add(chargeId);
      else set.delete(chargeId);
      return { ...all, [userId]: set };
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="bank-match-title">
      <DialogTitle id="bank-match-title">Asociar a mano la fila {line.rowNumber}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {formatDay(line.day)} · <strong>{formatCents(line.amountCents)}</strong> · {line.concept || 'sin concepto'}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Box sx={{ mb: 2 }}>
          <SearchField label="Buscar persona (nombre, correo, documento o código)" value={search} onChange={setSearch} />
        </Box>
        <TextField label="Nota (opcional)" value={note} onChange={(e) => setNote(e.target.value)} fullWidth size="small" sx={{ mb: 2 }} slotProps={{ htmlInput: { maxLength: 500 } }} />
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Informes de pago en revisión
        </Typography>
        {loading && !candidates ? <Typography color="text.secondary">Buscando…</Typography> : null}
        {candidates && candidates.reports.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {search ? 'Ningún informe en revisión de esa persona.' : `No hay informes en revisión por ${formatCents(line.amountCents)}. Busque a la persona para ver sus cargos.`}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
          {candidates?.reports.map((r) => (
            <Paper key={r.paymentId} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong>{r.name}</strong> ({r.email})
                <Typography variant="body2" color={r.sameAmount ? 'text.secondary' : 'error'}>
                  {formatCents(r.amountCents)}
                  {r.informedDay ? ` · pagado el ${formatDay(r.informedDay)}` : ''}
                  {r.sameAmount ? '' : ' · otro importe'}
                </Typography>
              </Box>
              <Button size="small" variant="contained" disabled={!r.sameAmount || busy} onClick={() => void submit({ paymentId: r.paymentId })} aria-label={`Confirmar el informe de ${r.name}`}>
                Confirmar este informe
              </Button>
            </Paper>
          ))}
        </Box>
        {search && (
          <>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Personas con cargos pendientes
            </Typography>
            {candidates && candidates.people.length === 0 && <Typography color="text.secondary">Nadie con cargos pendientes coincide con la búsqueda.</Typography>}
            <Box sx={{ display: 'grid', gap: 1 }}>
              {candidates?.people.map((p) => {
                const chosen = charges[p.userId] ?? new Set<string>();
                const sum = p.charges.filter((c) => chosen.has(c.id)).reduce((s, c) => s + c.owingCents, 0);
                return (
                  <Paper key={p.userId} variant="outlined" sx={{ p: 1.5 }}>
                    <Box sx={{ overflowWrap: 'anywhere' }}>
                      <strong>{p.name}</strong> ({p.email}){p.referenceCode ? ` · código ${p.referenceCode}` : ''}
                    </Box>
                    <FormGroup>
                      {p.charges.map((c) => (
                        <FormControlLabel
                          key={c.id}
                          control={<Checkbox size="small" checked={chosen.has(c.id)} onChange={(e) => toggle(p.userId, c.id, e.target.checked)} />}
                          label={`${c.description}: ${formatCents(c.owingCents)}`}
                        />
                      ))}
                    </FormGroup>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="body2" color={sum === line.amountCents ? 'success.main' : 'text.secondary'}>
                        Elegidos: {formatCents(sum)} de {formatCents(line.amountCents)}
                      </Typography>
                      <Button size="small" variant="contained" disabled={sum !== line.amountCents || busy} onClick={() => void submit({ userId: p.userId, chargeIds: [...chosen] })}>
                        Registrar pago
                      </Button>
                    </Box>
                  </Paper>
                );
              })}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
