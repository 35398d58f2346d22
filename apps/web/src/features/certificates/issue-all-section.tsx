import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { certificateKindLabels } from '@portal/domain/certificates';
import { errorMessageOf } from '../../shared/graphql-errors';
import { JobProgress } from '../../shared/jobs/job-progress';
import { EditionCertificateCountsQuery, IssueEditionCertificatesMutation } from './operations';

type Result = { people?: number; issued?: number; mailed?: number } | null;

/**
 * «Emitir y enviar» of an edition (ADMIN_CONGRESO): per kind, how many certificates are due,
 * issued, downloaded and revoked; the button queues the job that issues every due one and
 * e-mails each person once, followed by a progress bar.
 */
export function IssueAllSection({ conferenceId }: { conferenceId: string }) {
  const { data, loading, error, refetch } = useQuery(EditionCertificateCountsQuery, { variables: { conferenceId }, fetchPolicy: 'cache-and-network' });
  const [issue, issuing] = useMutation(IssueEditionCertificatesMutation);
  const [jobId, setJobId] = useState<string | null>(null);
  const rows = (data?.editionCertificateCounts ?? []).filter((r) => r.due + r.issued + r.revoked > 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="emitir" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" id="emitir">
        Emitir y enviar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Emite todos los certificados que ya corresponden y envía a cada persona un único correo con los suyos. Si lo repite, solo escribe a quienes tengan certificados nuevos.
      </Typography>
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data && rows.length === 0 && <Alert severity="info">Esta edición todavía no tiene certificados: corresponden al finalizar el congreso.</Alert>}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Certificados por tipo">
            <TableHead>
              <TableRow>
                <TableCell>Tipo</TableCell>
                <TableCell align="right">Corresponden</TableCell>
                <TableCell align="right">Emitidos</TableCell>
                <TableCell align="right">Descargados</TableCell>
                <TableCell align="right">Revocados</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.kind}>
                  <TableCell component="th" scope="row">
                    {certificateKindLabels[r.kind]}
                  </TableCell>
                  <TableCell align="right">{r.due}</TableCell>
                  <TableCell align="right">{r.issued}</TableCell>
                  <TableCell align="right">{r.downloaded}</TableCell>
                  <TableCell align="right">{r.revoked}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ mt: 2 }}>
        {jobId ? (
          <JobProgress
            jobId={jobId}
            label="Emisión y envío de certificados"
            renderResult={(result) => {
              const r = result as Result;
              return (
                <Alert
                  severity="success"
                  role="status"
                  action={
                    <Button
                      onClick={() => {
                        setJobId(null);
                        void refetch();
                      }}
                    >
                      Ver totales
                    </Button>
                  }
                >
                  Listo: {r?.issued ?? 0} certificados nuevos emitidos y {r?.mailed ?? 0} personas avisadas por correo.
                </Alert>
              );
            }}
          />
        ) : (
          <Button
            variant="contained"
            disabled={loading || rows.every((r) => r.due === 0)}
            loading={issuing.loading}
            onClick={() => void issue({ variables: { conferenceId } }).then((res) => setJobId(res.data?.issueEditionCertificates ?? null))}
          >
            Emitir y enviar
          </Button>
        )}
        {issuing.error && <Alert severity="error" sx={{ mt: 1 }}>{errorMessageOf(issuing.error)}</Alert>}
      </Box>
    </Paper>
  );
}
