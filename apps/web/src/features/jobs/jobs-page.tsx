import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { formatDateTime } from '@portal/domain/dates';
import { useState } from 'react';
import type { JobsQuery as JobsData, JobState } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { notify } from '../../shared/notify';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PageTitle } from '../../shared/ui/page-title';
import { JobCountsQuery, JobsQuery, RetryJobMutation } from './operations';

type Row = JobsData['jobs']['items'][number];

const stateLabels: Record<JobState, string> = {
  QUEUED: 'En cola',
  RUNNING: 'En curso',
  FAILED: 'Fallida',
  COMPLETED: 'Completada',
  CANCELLED: 'Cancelada',
};
const stateColors: Record<JobState, 'default' | 'info' | 'error' | 'success' | 'warning'> = {
  QUEUED: 'default',
  RUNNING: 'info',
  FAILED: 'error',
  COMPLETED: 'success',
  CANCELLED: 'warning',
};

/**
 * Background jobs (e-mails, sweeps, exports) for SYSADMIN: how many are queued, running and failed
 * by kind, the list by state and kind, each failed one with its error and "Reintentar".
 */
export function JobsPage() {
  const [state, setState] = useState<JobState | ''>('FAILED');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const counts = useQuery(JobCountsQuery, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(JobsQuery, { variables: { state: state || null, kind: kind || null, page, pageSize }, fetchPolicy: 'cache-and-network' });
  const [retry] = useMutation(RetryJobMutation, { refetchQueries: ['Jobs', 'JobCounts'], awaitRefetchQueries: true });
  const [pending, setPending] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const kinds = counts.data?.jobCounts ?? [];
  const jobs = (list.data ?? list.previousData)?.jobs;

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(null);
    try {
      await retry({ variables: { id: pending.id } });
      notify(`La tarea «${pending.label}» vuelve a la cola.`, 'success');
      setPending(null);
    } catch (e) {
      setFailure(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <PageTitle title="Tareas en segundo plano" />
      <Typography variant="h4" component="h1">
        Tareas en segundo plano
      </Typography>
      <Typography color="text.secondary">
        Correos, limpiezas periódicas y otros trabajos que el portal hace fuera de cada pedido. Una tarea que falla se reintenta sola; cuando agota sus intentos queda como fallida y
        puede reintentarla desde aquí.
      </Typography>

      <section aria-labelledby="jobs-summary">
        <Typography id="jobs-summary" variant="h6" component="h2" gutterBottom>
          Resumen por tipo
        </Typography>
        {counts.error && <Alert severity="error">{errorMessageOf(counts.error)}</Alert>}
        {kinds.length === 0 && !counts.loading && !counts.error && <Typography>No hay tareas en cola, en curso ni fallidas.</Typography>}
        {kinds.length > 0 && (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby="jobs-summary" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } }, '& thead th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Tipo</TableCell>
                  <TableCell align="right">En cola</TableCell>
                  <TableCell align="right">En curso</TableCell>
                  <TableCell align="right">Fallidas</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {kinds.map((k) => (
                  <TableRow key={k.kind}>
                    <TableCell component="th" scope="row">
                      {k.label}
                    </TableCell>
                    <TableCell align="right">{k.queued}</TableCell>
                    <TableCell align="right">{k.running}</TableCell>
                    <TableCell align="right">{k.failed}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </section>

      <section aria-labelledby="jobs-list">
        <Typography id="jobs-list" variant="h6" component="h2" gutterBottom>
          Tareas
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            label="Estado"
            value={state}
            onChange={(e) => {
              setState(e.target.value as JobState | '');
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
            // The empty value reads «Todos» (every kind): shown as a choice, not as an empty box under its label.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">Todos</MenuItem>
            {(Object.keys(stateLabels) as JobState[]).map((s) => (
              <MenuItem key={s} value={s}>
                {stateLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Tipo"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value);
              setPage(0);
            }}
            sx={{ minWidth: 240 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">Todos</MenuItem>
            {kinds.map((k) => (
              <MenuItem key={k.kind} value={k.kind}>
                {k.label}
              </MenuItem>
            ))}
            {kind && !kinds.some((k) => k.kind === kind) && <MenuItem value={kind}>{kind}</MenuItem>}
          </TextField>
        </Stack>
        {list.error && <Alert severity="error">{errorMessageOf(list.error)}</Alert>}
        {jobs && jobs.items.length === 0 && <Typography>No hay tareas con estos filtros.</Typography>}
        {jobs && jobs.items.length > 0 && (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {jobs.items.map((job) => (
              <Paper component="li" variant="outlined" key={job.id} sx={{ p: 2 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                  <Box>
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {job.label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Creada el {formatDateTime(job.createdAt)} · intentos {job.attempts} de {job.maxAttempts}
                      {job.state === 'QUEUED' && job.attempts > 0 ? ` · próximo intento el ${formatDateTime(job.startAfter)}` : ''}
                      {job.finishedAt ? ` · terminó el ${formatDateTime(job.finishedAt)}` : ''}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip label={stateLabels[job.state]} color={stateColors[job.state]} size="small" variant={job.state === 'QUEUED' ? 'outlined' : 'filled'} />
                    {job.state === 'FAILED' && (
                      <Button size="small" variant="outlined" startIcon={<ReplayOutlined />} onClick={() => (setFailure(null), setPending(job))}>
                        Reintentar
                      </Button>
                    )}
                  </Stack>
                </Stack>
                {job.error && (
                  <Typography variant="body2" component="p" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    Error: {job.error}
                  </Typography>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        {jobs && (
          <TablePagination
            component="div"
            count={jobs.total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_e, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
          />
        )}
      </section>

      <ConfirmDialog
        open={pending !== null}
        title="Reintentar la tarea"
        confirmLabel="Reintentar"
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        <Typography component="span" sx={{ display: 'block' }}>
          La tarea «{pending?.label}» vuelve a la cola con un intento más. Quedará registrado en la auditoría.
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
