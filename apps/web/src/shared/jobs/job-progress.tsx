import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { errorMessageOf } from '../graphql-errors';
import { JobProgressQuery } from './operations';

type Props = {
  /** The job to follow (the id a mutation answered when it queued the work). */
  jobId: string;
  /** What the bar is for, read by screen readers ("Generando los certificados"). */
  label: string;
  /** Shown once the job completed, from its result (JSON as the API gives it, or null). */
  renderResult: (result: unknown) => ReactNode;
  /** How often it asks while the job runs (ms). */
  pollMs?: number;
};

/**
 * Follows a background job until it ends: a progress bar (done of total, or indeterminate while
 * queued or before the job reports), then the result or the job's error in Spanish.
 */
export function JobProgress({ jobId, label, renderResult, pollMs = 1000 }: Props) {
  const { data, error, startPolling, stopPolling } = useQuery(JobProgressQuery, { variables: { id: jobId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const job = data?.jobProgress;
  const ended = job?.state === 'COMPLETED' || job?.state === 'FAILED' || job?.state === 'CANCELLED';
  useEffect(() => {
    if (ended || error) stopPolling();
    else startPolling(pollMs);
    return () => stopPolling();
  }, [ended, error, pollMs, startPolling, stopPolling]);

  if (error) return <Alert severity="error">{errorMessageOf(error)}</Alert>;
  if (job?.state === 'FAILED') return <Alert severity="error">{job.error}</Alert>;
  if (job?.state === 'CANCELLED') return <Alert severity="warning">La tarea se canceló.</Alert>;
  if (job?.state === 'COMPLETED') return <>{renderResult(job.result == null ? null : JSON.parse(job.result))}</>;

  const known = job && job.total != null && job.total > 0 && job.done != null;
  const percent = known ? Math.min(100, Math.round((job.done! / job.total!) * 100)) : undefined;
  const status = !job || job.state === 'QUEUED' ? 'En espera…' : known ? `${job.done} de ${job.total}` : 'En curso…';
  return (
    <Box>
      <LinearProgress variant={known ? 'determinate' : 'indeterminate'} value={percent} aria-label={label} aria-valuetext={status} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {label}: {status}
      </Typography>
    </Box>
  );
}
