import type { AuditAction } from '@portal/domain/audit';
import { auditLog } from '../db/schema/audit';
import type { Executor } from './db';

export type AuditEntry = {
  actorId: string | null;
  /** Named in packages/domain/src/audit.ts, with its Spanish label. */
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  targetUserId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit entry; call it inside the transaction of the change it records. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    targetUserId: entry.targetUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
