import { plural } from '@portal/domain/plural';
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  bankConfidenceLabels,
  bankLineStateLabels,
  bankProposalKindLabels,
  type BankConfidence,
  type BankLineState,
} from '@portal/domain/bank-statements';
import { formatDay } from '@portal/domain/dates';
import type { BankImportQuery, BankStatementLinesQuery as LinesData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { SearchField } from '../../shared/list/search-field';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { exportColumnChoices } from '@portal/domain/exports';
import { ExportMenu } from '../../shared/exports/export-menu';
import { notify } from '../../shared/notify';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { BankStatementLinesQuery, ConfirmBankMatchesMutation, DismissBankLineMutation, ExportBankLinesMutation } from './bank-operations';
import { BankMatchDialog } from './bank-match-dialog';
import { Money } from '../../shared/ui/money';

type Item = NonNullable<BankImportQuery['bankImport']>;
export type Line = LinesData['bankStatementLines']['items'][number];

/** The state filter in the URL, in Spanish. */
const STATE_SLUGS: Record<string, BankLineState> = {
  propuesta: 'PROPOSED',
  'sin-coincidencia': 'UNMATCHED',
  confirmada: 'CONFIRMED',
  descartada: 'DISMISSED',
  'ya-importada': 'DUPLICATE',
};
const stateColors: Record<BankLineState, 'info' | 'warning' | 'success' | 'default'> = { PROPOSED: 'info', UNMATCHED: 'warning', CONFIRMED: 'success', DISMISSED: 'default', DUPLICATE: 'default' };
const confidenceColors: Record<BankConfidence, 'success' | 'info' | 'warning'> = { HIGH: 'success', MEDIUM: 'info', LOW: 'warning' };

function Proposal({ line }: { line: Line }) {
  return (
    <Box sx={{ minWidth: { sm: 200 }, maxWidth: 280, overflowWrap: 'anywhere' }}>
      {line.proposalKind && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
          <strong>{bankProposalKindLabels[line.proposalKind]}</strong>
          {line.confidence && line.state === 'PROPOSED' && (
            <Chip size="small" color={confidenceColors[line.confidence]} variant="outlined" label={`Confianza ${bankConfidenceLabels[line.confidence].toLowerCase()}`} />
          )}
        </Box>
      )}
      {line.personName && (
        <Typography variant="body2">
          {line.personName}
          {line.personEmail ? ` (${line.personEmail})` : ''}
        </Typography>
      )}
      {line.charges.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {line.charges.map((c) => c.description).join('; ')}
        </Typography>
      )}
      {line.reason && (
        <Typography variant="body2" color="text.secondary">
          {line.reason}
        </Typography>
      )}
    </Box>
  );
}

/** The lines of an imported statement: filter by state, confirm proposals (one or all selected), match by hand, dismiss. */
export function BankLines({ item, onChanged }: { item: Item; onChanged: () => void }) {
  const { params, update, variables, pageOf } = useListParams({ sort: 'row', filters: ['estado'] });
  const state = STATE_SLUGS[params.filters.estado ?? ''];
  const { data, previousData, loading, error, refetch } = useQuery(BankStatementLinesQuery, {
    variables: { ...variables, importId: item.id, state: state ? [state] : null },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.bankStatementLines;
  const lines = page?.items ?? [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<Line[] | null>(null);
  const [dismissing, setDismissing] = useState<Line | null>(null);
  const [matching, setMatching] = useState<Line | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [confirm, { loading: confirmBusy }] = useMutation(ConfirmBankMatchesMutation);
  const [dismiss, { loading: dismissBusy }] = useMutation(DismissBankLineMutation);
  const [exportLines] = useMutation(ExportBankLinesMutation);
  const proposedHere = lines.filter((l) => l.state === 'PROPOSED');
  const chosen = proposedHere.filter((l) => selected.has(l.id));

  const onSearch = useCallback((value: string) => update({ search: value, page: 0 }), [update]);
  const changed = () => {
    setSelected(new Set());
    void refetch();
    onChanged();
  };

  async function doConfirm() {
    if (!confirming) return;
    try {
      const res = await confirm({ variables: { lineIds: confirming.map((l) => l.id) } });
      const result = res.data!.confirmBankMatches;
      const rows = new Map(confirming.map((l) => [l.id, l.rowNumber]));
      setFailures(result.failures.map((f) => `Fila ${rows.get(f.lineId) ?? f.lineId}: ${f.message}`));
      if (result.confirmed.length) notify(result.confirmed.length === 1 ? 'Coincidencia confirmada: el pago quedó aprobado.' : `${result.confirmed.length} coincidencias confirmadas.`, 'success');
      setConfirming(null);
      changed();
    } catch (e) {
      notify(errorMessageOf(e), 'error');
    }
  }

  async function doDismiss() {
    if (!dismissing) return;
    try {
      await dismiss({ variables: { id: dismissing.id } });
      notify(`Fila ${dismissing.rowNumber} descartada.`, 'success');
      setDismissing(null);
      changed();
    } catch (e) {
      notify(errorMessageOf(e), 'error');
    }
  }

  const columns: Column<Line>[] = [
    {
      header: 'Elegir',
      render: (l) =>
        l.state === 'PROPOSED' ? (
          <Checkbox
            size="small"
            sx={{ p: 0.5 }}
            checked={selected.has(l.id)}
            onChange={(e) =>
              setSelected((s) => {
                const next = new Set(s);
                if (e.target.checked) next.add(l.id);
                else next.delete(l.id);
                return next;
              })
            }
            slotProps={{ input: { 'aria-label': `Elegir la fila ${l.rowNumber}` } }}
          />
        ) : null,
    },
    { header: 'Fila', sortKey: 'row', primary: true, render: (l) => `Fila ${l.rowNumber} · ${formatDay(l.day)}` },
    { header: 'Importe', sortKey: 'amount', align: 'right', render: (l) => <Money cents={l.amountCents} /> },
    {
      header: 'Concepto',
      render: (l) => (
        <Box sx={{ minWidth: { sm: 140 }, maxWidth: 240, overflowWrap: 'break-word' }}>
          {l.concept || '—'}
          {l.bankReference && (
            <Typography variant="body2" color="text.secondary">
              Operación {l.bankReference}
            </Typography>
          )}
        </Box>
      ),
    },
    { header: 'Estado', sortKey: 'state', render: (l) => <Chip size="small" variant="outlined" color={stateColors[l.state]} label={bankLineStateLabels[l.state]} /> },
    { header: 'Coincidencia', render: (l) => <Proposal line={l} /> },
  ];

  const counts = item.counts;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
        <Typography variant="h2">Líneas del extracto</Typography>
        <ExportMenu
          progressLabel="Exportando las líneas del extracto"
          columns={exportColumnChoices.bankLines}
          onExport={async (format, columns) =>
            (
              await exportLines({
                variables: { format, columns, importId: item.id, state: state ? [state] : null, search: variables.search, sort: variables.sort, direction: variables.direction },
              })
            ).data?.exportBankLines
          }
        />
      </Box>
      <Box role="group" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} aria-label="Resumen del extracto">
        <Chip color="info" variant="outlined" label={plural(counts.proposed, 'propuesta', 'propuestas')} />
        <Chip color="warning" variant="outlined" label={`${counts.unmatched} sin coincidencia`} />
        <Chip color="success" variant="outlined" label={plural(counts.confirmed, 'confirmada', 'confirmadas')} />
        <Chip variant="outlined" label={plural(counts.dismissed, 'descartada', 'descartadas')} />
        <Chip variant="outlined" label={plural(counts.duplicate, 'ya importada', 'ya importadas')} />
        {item.debitCount > 0 && <Chip variant="outlined" label={plural(item.debitCount, 'débito omitido', 'débitos omitidos')} />}
      </Box>
      {failures.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setFailures([])}>
          No se pudieron confirmar:
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {failures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="contained" startIcon={<CheckCircleOutline />} disabled={chosen.length === 0} onClick={() => setConfirming(chosen)}>
          Confirmar elegidas ({chosen.length})
        </Button>
        <Button variant="outlined" disabled={proposedHere.length === 0} onClick={() => setSelected(new Set(proposedHere.map((l) => l.id)))}>
          Elegir todas las propuestas de la página
        </Button>
      </Box>
      <Box role="search" sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(200px, max-content))' } }}>
        <SearchField label="Buscar en el concepto" value={params.search} onChange={onSearch} />
        <TextField select size="small" label="Estado" value={params.filters.estado ?? ''} onChange={(e) => update({ filters: { estado: e.target.value || null }, page: 0 })} sx={{ minWidth: { sm: 200 } }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
          <MenuItem value="">Todas</MenuItem>
          {Object.entries(STATE_SLUGS).map(([slug, s]) => (
            <MenuItem key={slug} value={slug}>
              {bankLineStateLabels[s]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      ) : null}
      <ServerTable
        label="Líneas del extracto"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(l) => l.id}
        rowLabel={(l) => `fila ${l.rowNumber}`}
        actions={(l) => [
          ...(l.state === 'PROPOSED' ? [{ label: 'Confirmar', icon: CheckCircleOutline, onClick: () => setConfirming([l]) }] : []),
          ...(l.state === 'PROPOSED' || l.state === 'UNMATCHED' ? [{ label: 'Asociar a mano', icon: LinkOutlined, onClick: () => setMatching(l) }] : []),
          ...(l.state === 'PROPOSED' || l.state === 'UNMATCHED' ? [{ label: 'Descartar', icon: DoNotDisturbOnOutlined, destructive: true, onClick: () => setDismissing(l) }] : []),
        ]}
        empty={state ? `No hay líneas en estado «${bankLineStateLabels[state]}».` : 'El extracto no tiene créditos.'}
      />
      <ConfirmDialog
        open={Boolean(confirming)}
        title={confirming?.length === 1 ? `Confirmar la fila ${confirming[0].rowNumber}` : `Confirmar ${confirming?.length ?? 0} coincidencias`}
        confirmLabel="Confirmar"
        busy={confirmBusy}
        onConfirm={() => void doConfirm()}
        onClose={() => setConfirming(null)}
      >
        Cada informe propuesto queda aprobado y cada pago propuesto queda registrado, con su comprobante y un correo al socio. Esta acción no se puede deshacer desde aquí.
        {confirming && confirming.some((l) => l.confidence === 'LOW') && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Hay coincidencias de confianza baja (sin código de referencia): revíselas antes de confirmar.
          </Alert>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={Boolean(dismissing)}
        title={`Descartar la fila ${dismissing?.rowNumber ?? ''}`}
        confirmLabel="Descartar"
        destructive
        busy={dismissBusy}
        onConfirm={() => void doDismiss()}
        onClose={() => setDismissing(null)}
      >
        La línea queda fuera de la conciliación y no se asocia a ningún pago.
      </ConfirmDialog>
      {matching && (
        <BankMatchDialog
          line={matching}
          onClose={() => setMatching(null)}
          onMatched={() => {
            setMatching(null);
            changed();
          }}
        />
      )}
    </>
  );
}
