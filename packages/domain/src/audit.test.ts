import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_STYLE, auditActionLabel, auditActionLabels, auditActionNamesOfKind, auditActionSentences, auditActions, auditFieldLabels, auditKindKeys, auditKindOf, auditSentence, legacyAuditActions } from './audit';
import { auditChanges, showValue } from './audit-changes';

const apiSrc = path.join(import.meta.dirname, '../../../apps/api/src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path.join(dir, e.name)] : [],
  );

describe('audit actions', () => {
  it('every action is named in the one style and has a Spanish label', () => {
    for (const action of auditActions) {
      expect(action).toMatch(AUDIT_ACTION_STYLE);
      expect(auditActionLabels[action].trim().length, action).toBeGreaterThan(3);
      expect(auditActionLabel(action)).toBe(auditActionLabels[action]);
    }
  });

  it('every action the API records has a label (a new one without a label fails here)', () => {
    // Every 'a.b' literal in a file that records audit entries (typed AuditAction there too).
    const recorded = new Set<string>();
    for (const file of sourceFiles(apiSrc)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('recordAudit(') && !text.includes('AuditAction')) continue;
      for (const m of text.matchAll(/'([a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*)+)'/g)) recorded.add(m[1]);
    }
    expect(recorded.size).toBeGreaterThan(5);
    const unlabelled = [...recorded].filter((a) => !Object.hasOwn(auditActionLabels, a));
    expect(unlabelled).toEqual([]);
    const withoutSentence = [...recorded].filter((a) => !Object.hasOwn(auditActionSentences, a));
    expect(withoutSentence).toEqual([]);
  });

  it('every action reads as a sentence and belongs to one kind of the filters', () => {
    for (const action of auditActions) {
      expect(auditActionSentences[action], action).toMatch(/^[a-záéíóúñ]+ .{3,}[^.]$/);
      expect(auditSentence(action, 'Ana Domínguez')).toBe(`Ana Domínguez ${auditActionSentences[action]}.`);
      expect(auditKindKeys).toContain(auditKindOf(action));
    }
    expect(auditSentence('user.role.granted', null)).toBe('El sistema otorgó un rol.');
    expect(auditSentence('USER_ROLE_GRANTED', 'Ana')).toBe('Ana otorgó un rol.');
    expect(auditKindKeys.flatMap(auditActionNamesOfKind).sort()).toEqual([...auditActions, ...Object.keys(legacyAuditActions)].sort());
  });

  it('every field the API writes by name into before/after has a Spanish label', () => {
    // Keys of object literals written inline as `before: { … }` / `after: { … }` in the files that audit.
    const keys = new Set<string>();
    for (const file of sourceFiles(apiSrc)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('recordAudit(')) continue;
      for (const m of text.matchAll(/\b(?:before|after): \{([^{}]*)\}/g)) {
        for (const part of m[1].replace(/\([^()]*\)/g, '()').split(',')) {
          const key = /^\s*(?:\.\.\.)?([a-zA-Z]+)\s*(?::|$)/.exec(part)?.[1];
          if (key && !part.includes('...')) keys.add(key);
        }
      }
    }
    expect(keys.size).toBeGreaterThan(15);
    const hidden = new Set(['thematicAreaId', 'mergedIntoId', 'conferenceId', 'currentConferenceId', 'membershipId', 'paymentId', 'chargeId']);
    const unlabelled = [...keys].filter((k) => !Object.hasOwn(auditFieldLabels, k) && !hidden.has(k));
    expect(unlabelled).toEqual([]);
  });

  it('old names read as their new label; the renames point at known actions', () => {
    for (const [old, now] of Object.entries(legacyAuditActions)) {
      expect(auditActions).toContain(now);
      expect(auditActionLabel(old)).toBe(auditActionLabels[now]);
    }
    expect(auditActionLabel('algo.desconocido')).toBe('algo.desconocido');
  });
});

describe('auditChanges', () => {
  it('labels fields and shows values as people read them: money, Buenos Aires time, Spanish states', () => {
    expect(auditChanges('credit', { status: 'OPEN', amountCents: 500000 }, { status: 'REFUNDED', note: 'Devuelto' })).toEqual([
      { field: 'status', label: 'Estado', before: 'Abierto', after: 'Reintegrado' },
      { field: 'amountCents', label: 'Importe', before: '$ 5.000,00', after: null },
      { field: 'note', label: 'Nota', before: null, after: 'Devuelto' },
    ]);
    expect(auditChanges('payment', { status: 'APPROVED' }, { status: 'REJECTED' })[0]).toMatchObject({ before: 'Aprobado', after: 'Rechazado' });
    expect(auditChanges('proposal', { status: 'PENDING' }, { status: 'APPROVED', comment: 'Muy bien' })).toEqual([
      { field: 'status', label: 'Estado', before: 'PENDIENTE', after: 'APROBADO' },
      { field: 'comment', label: 'Comentario', before: null, after: 'Muy bien' },
    ]);
    expect(auditChanges('membership', { terminatedAt: null }, { terminatedAt: '2026-03-15T02:30:00.000Z' })).toEqual([
      { field: 'terminatedAt', label: 'Fecha de baja', before: '—', after: '14/03/2026 23:30' },
    ]);
    expect(auditChanges('user', { dateBirth: '1980-01-31', gender: 'FEMENINO', roles: ['USER'] }, { dateBirth: '1980-02-01', gender: 'FEMENINO', roles: ['TESORERIA', 'USER'] })).toEqual([
      { field: 'dateBirth', label: 'Fecha de nacimiento', before: '31/01/1980', after: '01/02/1980' },
      { field: 'roles', label: 'Roles', before: 'Socio / usuario', after: 'Tesorería, Socio / usuario' },
    ]);
  });

  it('never shows JSON, an English key or an id: nested values by their names, unlabelled fields left out', () => {
    const changes = auditChanges('panel', { id: 4, name: 'Panel A', chair: { firstName: 'Ana', lastName: 'Pérez', email: 'a@x.org' }, createdAt: '2026-01-01T00:00:00Z' }, { id: 4, name: 'Panel B', chair: { firstName: 'Luis', lastName: 'Gómez' }, internalFlag: true });
    expect(changes).toEqual([
      { field: 'name', label: 'Nombre', before: 'Panel A', after: 'Panel B' },
      { field: 'chair', label: 'Coordinación', before: 'Ana Pérez', after: 'Luis Gómez' },
    ]);
    expect(auditChanges('x', null, undefined)).toEqual([]);
  });
});

describe('showValue', () => {
  it('writes years and identifiers as they are, other numbers with thousands separators', () => {
    expect(showValue('membership', 'year', 2026)).toBe('2026');
    expect(showValue('membership', 'membershipId', 5861)).toBe('5861');
    expect(showValue('conference', 'id', 1234)).toBe('1234');
    expect(showValue('panel', 'maxItems', 12345)).toBe('12.345');
    expect(showValue('payment', 'amountCents', 500000)).toBe('$ 5.000,00');
  });
});
