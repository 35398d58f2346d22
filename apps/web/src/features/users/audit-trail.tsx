import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { auditKindKeys, auditKinds, type AuditKind } from '@portal/domain/audit';
import type { AuditEntryFieldsFragment } from '../../gql/graphql';
import { DateFilterField } from '../../shared/forms/date-filter-field';
import type { Column } from '../../shared/list/server-table';
import type { ListDefaults, ListParams } from '../../shared/list/use-list-params';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';

/** URL state of an audit list: ?tipo=pagos&desde=2026-03-01&hasta=2026-03-31, newest first. */
export const auditListDefaults: ListDefaults = { sort: 'created', direction: 'DESC', filters: ['tipo', 'desde', 'hasta'] };

const isDay = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const kindFromParam = (value: string | undefined): AuditKind | null => auditKindKeys.find((k) => k === value) ?? null;

/** The filters of the URL as the API's arguments. */
export const auditFilterVariables = (params: ListParams) => ({
  kind: kindFromParam(params.filters.tipo),
  from: isDay(params.filters.desde),
  to: isDay(params.filters.hasta),
});

type Update = (changes: { filters: Record<string, string | null>; page: number }) => void;

/** Kind and the two days, the portal's date pickers; every change back to the first page. */
export function AuditFilters({ params, update }: { params: ListParams; update: Update }) {
  const { kind, from, to } = auditFilterVariables(params);
  return (
    <>
      <TextField select size="small" label="Tipo de cambio" value={kind ?? ''} onChange={(e) => update({ filters: { tipo: e.target.value || null }, page: 0 })}>
        <MenuItem value="">Todos</MenuItem>
        {auditKindKeys.map((k) => (
          <MenuItem key={k} value={k}>
            {auditKinds[k].label}
          </MenuItem>
        ))}
      </TextField>
      <DateFilterField label="Desde" value={from} onChange={(day) => update({ filters: { desde: day }, page: 0 })} />
      <DateFilterField label="Hasta" value={to} onChange={(day) => update({ filters: { hasta: day }, page: 0 })} />
    </>
  );
}

function Changes({ entry }: { entry: AuditEntryFieldsFragment }) {
  if (entry.changes.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {entry.changes.map((c) => (
        <li key={c.field}>
          <strong>{c.label}:</strong>{' '}
          {c.before === null ? c.after : c.after === null ? `${c.before} → —` : `${c.before} → ${c.after}`}
        </li>
      ))}
    </Box>
  );
}

/** The columns of an audit list; the whole log adds who the entry is about. */
export function auditColumns(withPerson: boolean): Column<AuditEntryFieldsFragment>[] {
  return [
    { header: 'Fecha', primary: true, render: (e) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{e.createdText}</Box> },
    ...(withPerson
      ? [{ header: 'Persona', render: (e: AuditEntryFieldsFragment) => (e.targetUserId && e.targetName ? <RouterLink to={paths.dashboard.user(e.targetUserId)}>{e.targetName}</RouterLink> : '—') }]
      : []),
    { header: 'Qué pasó', render: (e) => e.sentence },
    { header: 'Cambios', render: (e) => <Changes entry={e} /> },
  ];
}
