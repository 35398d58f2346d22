import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_STYLE, auditActionLabel, auditActionLabels, auditActions, legacyAuditActions } from './audit';

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
  });

  it('old names read as their new label; the renames point at known actions', () => {
    for (const [old, now] of Object.entries(legacyAuditActions)) {
      expect(auditActions).toContain(now);
      expect(auditActionLabel(old)).toBe(auditActionLabels[now]);
    }
    expect(auditActionLabel('algo.desconocido')).toBe('algo.desconocido');
  });
});
