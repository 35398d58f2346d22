import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditActionLabel, auditActions, legacyAuditActions } from '@portal/domain/audit';
import { buildUser } from '../test/factories';
import { createHarness, type Harness } from '../test/harness';
import { auditLog } from './schema/audit';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('migration 0005_audit_action_names', () => {
  it('renames audit rows written with the old names, so the trail reads in Spanish', async () => {
    const admin = await buildUser(h.db);
    const old = Object.keys(legacyAuditActions);
    await h.db.insert(auditLog).values(old.map((action, i) => ({ actorId: admin.id, action, targetType: 'user', targetId: String(i), targetUserId: admin.id })));
    const migration = readFileSync(path.join(import.meta.dirname, 'migrations/0005_audit_action_names.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await h.db.execute(sql.raw(statement));
    const rows = await h.db.select({ action: auditLog.action, targetId: auditLog.targetId }).from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(old.map((a) => legacyAuditActions[a]));
    for (const r of rows) {
      expect(auditActions).toContain(r.action);
      expect(auditActionLabel(r.action)).not.toBe(r.action);
    }
  });
});
