import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { certificateKindLabels } from '@portal/domain/certificates';
import { formatDate } from '@portal/domain/dates';
import { plural } from '@portal/domain/plural';
import { errorMessageOf } from '../../shared/graphql-errors';
import { PageTitle } from '../../shared/ui/page-title';
import { IssueMyCertificateMutation, MyCertificatesQuery } from './operations';
import type { MyCertificatesQuery as MyCertificatesData } from '../../gql/graphql';

type Entry = MyCertificatesData['myCertificates'][number];
type Group = { key: string; title: string; entries: Entry[] };

/** Entries by congress edition ("Congreso … — 2026") or membership year, in the server's order. */
function groupsOf(entries: readonly Entry[]): Group[] {
  const groups: Group[] = [];
  for (const e of entries) {
    const key = e.conference ? `c${e.conference.id}` : `m${e.year}`;
    const year = e.conference?.startDate.slice(0, 4) ?? '';
    const title = e.conference ? (e.conference.name.includes(year) ? e.conference.name : `${e.conference.name} — ${year}`) : `Membresía ${e.year}`;
    let group = groups.find((g) => g.key === key);
    if (!group) groups.push((group = { key, title, entries: [] }));
    group.entries.push(e);
  }
  return groups;
}

/**
 * /dashboard/mis-certificados: every certificate the person is due, grouped by congress and year,
 * with what it certifies and «Descargar PDF» (the first download issues it: a code is given and
 * kept); and those not due yet with the reason.
 */
export function MyCertificatesPage() {
  const { data, loading, error } = useQuery(MyCertificatesQuery, { fetchPolicy: 'cache-and-network' });
  const entries = data?.myCertificates ?? [];
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle title="Mis certificados" />
      <Typography variant="h4" component="h1" gutterBottom>
        Mis certificados
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Sus certificados de membresía, asistencia, presentación de trabajos y roles en el congreso. Cada uno lleva un código y un QR para que cualquiera pueda verificarlo.
      </Typography>
      {loading && !data && <CircularProgress aria-label="Cargando los certificados" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data && entries.length === 0 && (
        <Alert severity="info">Todavía no tiene certificados: aparecerán aquí cuando pague una cuota de socio o al finalizar un congreso en el que participe.</Alert>
      )}
      {groupsOf(entries).map((g) => (
        <Box component="section" key={g.key} aria-labelledby={`grupo-${g.key}`} sx={{ mt: 3 }}>
          <Typography variant="h5" component="h2" id={`grupo-${g.key}`} sx={{ mb: 1 }}>
            {g.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {g.entries
              .filter((e) => e.due)
              .map((e) => (
                <CertificateCard key={e.id} entry={e} />
              ))}
            <PendingList entries={g.entries.filter((e) => !e.due)} groupKey={g.key} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The certificates of a group not due yet: what each will certify and why it is not available. */
function PendingList({ entries, groupKey }: { entries: Entry[]; groupKey: string }) {
  if (entries.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`pendientes-${groupKey}`} sx={{ p: 2, bgcolor: 'grey.50' }}>
      <Typography variant="subtitle1" component="h3" id={`pendientes-${groupKey}`} sx={{ fontWeight: 600 }}>
        Todavía no disponibles
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {entries.map((e) => (
          <Box component="li" key={e.id} sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">
              <strong>{certificateKindLabels[e.kind]}:</strong> {e.subject}
            </Typography>
            <Typography variant="body2" sx={{ color: 'warning.dark' }}>
              {e.pendingReason}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function CertificateCard({ entry }: { entry: Entry }) {
  const [issue, issuing] = useMutation(IssueMyCertificateMutation, { refetchQueries: [MyCertificatesQuery] });
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `cert-${entry.id.replace(/[^A-Za-z0-9]/g, '-')}`;
  const download = async () => {
    setFailure(null);
    try {
      const res = await issue({ variables: { subjectKey: entry.id } });
      const url = res.data?.issueMyCertificate.downloadUrl;
      if (url) window.location.assign(url);
    } catch (e) {
      setFailure(errorMessageOf(e));
    }
  };
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 300px', minWidth: 0 }}>
        <Chip size="small" label={certificateKindLabels[entry.kind]} sx={{ mb: 0.5 }} />
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {entry.subject}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Certifica que {entry.text}.
        </Typography>
        {entry.issued && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Código <strong>{entry.issued.code}</strong> · emitido el {formatDate(entry.issued.issuedAt)} · verificado {plural(entry.issued.verificationCount, 'vez', 'veces')}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </Box>
      <Button variant="contained" onClick={() => void download()} loading={issuing.loading} aria-describedby={headingId}>
        Descargar PDF
      </Button>
    </Paper>
  );
}
