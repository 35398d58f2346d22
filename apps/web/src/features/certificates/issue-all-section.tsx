import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { certificateKindLabels, type CertificateKind } from '@portal/domain/certificates';
import { errorMessageOf } from '../../shared/graphql-errors';
import { JobProgress } from '../../shared/jobs/job-progress';
import {
  EditionCertificateCountsQuery,
  IssueEditionCertificatesMutation,
  IssueMembershipCertificatesMutation,
  MembershipCertificateCountsQuery,
  MembershipCertificateYearsQuery,
} from './operations';

type Result = { people?: number; issued?: number; mailed?: number } | null;
type Count = { kind: CertificateKind; due: number; issued: number; downloaded: number; revoked: number };

/**
 * «Emitir y enviar» of an edition (ADMIN_CONGRESO): per kind, how many certificates are due,
 * issued, downloaded and revoked; the button queues the job that issues every due one and
 * e-mails each person once, followed by a progress bar.
 */
export function IssueAllSection({ conferenceId }: { conferenceId: string }) {
  const counts = useQuery(EditionCertificateCountsQuery, { variables: { conferenceId }, fetchPolicy: 'cache-and-network' });
  const [issue, issuing] = useMutation(IssueEditionCertificatesMutation);
  return (
    <IssueAllView
      counts={counts.data?.editionCertificateCounts}
      loading={counts.loading}
      error={counts.error}
      refetch={() => void counts.refetch()}
      empty="Esta edición todavía no tiene certificados: corresponden al finalizar el congreso."
      issue={async () => (await issue({ variables: { conferenceId } })).data?.issueEditionCertificates ?? null}
      issuing={issuing}
    />
  );
}

/**
 * «Emitir y enviar» of a membership year (ADMIN): the same section, for the membership
 * certificates of the year chosen (the latest with memberships at first).
 */
export function IssueMembershipYearSection() {
  const years = useQuery(MembershipCertificateYearsQuery).data?.membershipCertificateYears;
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? years?.[0] ?? null;
  if (!years || year === null) return null;
  return <MembershipYear key={year} year={year} years={years} onYear={setChosen} />;
}

function MembershipYear({ year, years, onYear }: { year: number; years: number[]; onYear: (year: number) => void }) {
  const counts = useQuery(MembershipCertificateCountsQuery, { variables: { year }, fetchPolicy: 'cache-and-network' });
  const [issue, issuing] = useMutation(IssueMembershipCertificatesMutation);
  return (
    <IssueAllView
      counts={counts.data?.membershipCertificateCounts}
      loading={counts.loading}
      error={counts.error}
      refetch={() => void counts.refetch()}
      empty={`Nadie tiene todavía un certificado de socio/a ${year}: corresponden al pagar la cuota.`}
      issue={async () => (await issue({ variables: { year } })).data?.issueMembershipCertificates ?? null}
      issuing={issuing}
    >
      <TextField select size="small" label="Año de la membresía" value={String(year)} onChange={(e) => onYear(Number(e.target.value))} sx={{ minWidth: '12rem', mb: 2 }}>
        {years.map((y) => (
          <MenuItem key={y} value={String(y)}>
            {y}
          </MenuItem>
        ))}
      </TextField>
    </IssueAllView>
  );
}

type ViewProps = {
  counts: Count[] | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  empty: string;
  issue: () => Promise<string | null>;
  issuing: { loading: boolean; error?: unknown };
  children?: ReactNode;
};

function IssueAllView({ counts, loading, error, refetch, empty, issue, issuing, children }: ViewProps) {
  const [jobId, setJobId] = useState<string | null>(null);
  const rows = (counts ?? []).filter((r) => r.due + r.issued + r.revoked > 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="emitir" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" id="emitir">
        Emitir y enviar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Emite todos los certificados que ya corresponden y envía a cada persona un único correo con los suyos. Si lo repite, solo escribe a quienes tengan certificados nuevos.
      </Typography>
      {children}
      {error !== undefined && error !== null && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {counts && rows.length === 0 && <Alert severity="info">{empty}</Alert>}
      {rows.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-label="Certificados por tipo (desplazable)">
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
                        refetch();
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
            onClick={() => void issue().then(setJobId)}
          >
            Emitir y enviar
          </Button>
        )}
        {issuing.error !== undefined && issuing.error !== null && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessageOf(issuing.error)}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
