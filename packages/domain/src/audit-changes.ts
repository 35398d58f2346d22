import { auditFieldLabels } from './audit';
import { awardStatusLabels } from './awards';
import { bankLineStateLabels, bankProposalKindLabels } from './bank-statements';
import { chargeStatusLabels } from './charges';
import { formatDateTime, formatDay } from './dates';
import { exportFormatLabels, exportListLabels } from './exports';
import { membershipStatusLabels } from './membership-status';
import { formatCents } from './money';
import { newsProductLabels, publicationStatusLabels } from './news';
import { genderLabels } from './people-labels';
import { creditStatusLabels, paymentMethodLabels, paymentStatusLabels } from './payments';
import { proposalKindLabels, proposalStatusLabels } from './proposal-status';
import { roleLabels } from './roles';

/** One changed field of an audit entry, ready to show: "Importe: $ 5.000,00 → —". */
export type AuditChange = { field: string; label: string; before: string | null; after: string | null };

/** A state named by the type of what changed: a credit's OPEN is "Abierto", a payment's APPROVED "Aprobado". */
const statusLabelsByTarget: Record<string, Record<string, string>> = {
  credit: creditStatusLabels,
  payment: paymentStatusLabels,
  charge: chargeStatusLabels,
  proposal: proposalStatusLabels,
  award: awardStatusLabels,
  bankStatementLine: bankLineStateLabels,
  news: publicationStatusLabels,
  journal_issue: publicationStatusLabels,
};
const catalogueStatusLabels: Record<string, string> = { PENDING: 'Pendiente de revisión', ACCEPTED: 'Aceptada' };
/** Any state, for a target type not above (the first table that knows the value wins). */
const anyStatusLabels: Record<string, string> = {
  ...catalogueStatusLabels,
  ...chargeStatusLabels,
  ...bankLineStateLabels,
  ...creditStatusLabels,
  ...paymentStatusLabels,
};
const enumLabelsByField: Record<string, Record<string, string>> = {
  role: roleLabels,
  roles: roleLabels,
  gender: genderLabels,
  method: paymentMethodLabels,
  format: exportFormatLabels,
  export: exportListLabels,
  membershipStatus: membershipStatusLabels,
  proposalKind: bankProposalKindLabels,
  product: newsProductLabels,
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function enumLabel(targetType: string, key: string, value: string): string | undefined {
  if (key === 'status' || key === 'state') return statusLabelsByTarget[targetType]?.[value] ?? anyStatusLabels[value];
  if (key === 'kind' && targetType === 'proposal') return (proposalKindLabels as Record<string, string>)[value];
  return enumLabelsByField[key]?.[value];
}

/** A nested value: a person or a named row by its name; anything else by its labelled fields. */
function objectText(targetType: string, value: Record<string, unknown>): string {
  if (typeof value.firstName === 'string') return [value.firstName, value.lastName].filter(Boolean).join(' ');
  if (typeof value.name === 'string' && value.name) return value.name;
  if (typeof value.title === 'string' && value.title) return value.title;
  const parts = Object.entries(value)
    .filter(([key]) => Object.hasOwn(auditFieldLabels, key))
    .map(([key, v]) => `${auditFieldLabels[key]}: ${showValue(targetType, key, v)}`);
  return parts.length ? parts.join(', ') : '—';
}

/** One value as a person reads it: money, dates in Buenos Aires time, states by their Spanish name. */
export function showValue(targetType: string, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    if (key.endsWith('Cents')) return formatCents(value);
    // A year or an identifier is read as written (2026, not 2.026).
    if (key === 'year' || key === 'id' || /[a-z](Year|Id)$/.test(key)) return String(value);
    return value.toLocaleString('es-AR');
  }
  if (typeof value === 'string') {
    const named = enumLabel(targetType, key, value);
    if (named) return named;
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (ISO_DAY.test(value)) return formatDay(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'ninguno';
    return value.map((v) => (v !== null && typeof v === 'object' ? objectText(targetType, v as Record<string, unknown>) : showValue(targetType, key, v))).join(', ');
  }
  if (typeof value === 'object') return objectText(targetType, value as Record<string, unknown>);
  return String(value);
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The fields an audit entry changed, labelled, with their before and after in local formats.
 * A field only in `after` has no before (null), one only in `before` no after; unchanged fields of
 * an update, and fields empty on both sides, are left out; fields without a label (ids, the row's own timestamps) are not shown.
 */
export function auditChanges(targetType: string, before: unknown, after: unknown): AuditChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => Object.hasOwn(auditFieldLabels, key));
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const from = Object.hasOwn(b, key) ? showValue(targetType, key, b[key]) : null;
    const to = Object.hasOwn(a, key) ? showValue(targetType, key, a[key]) : null;
    if (from !== null && to !== null && from === to) continue;
    if ((from ?? '—') === '—' && (to ?? '—') === '—') continue;
    changes.push({ field: key, label: auditFieldLabels[key], before: from, after: to });
  }
  return changes;
}

/** "Roles: Socio / usuario → Administrador, Socio / usuario; Nota: — → sin fondos", for a line of text. */
export function auditChangesText(changes: AuditChange[]): string {
  return changes.map((c) => `${c.label}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; ');
}
