import { normaliseCertificateCode, revokeCertificateInput } from '@portal/domain/certificates';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { toIssued, type IssuedCertificate } from './certificates.read';
import { canRevokeCertificate } from './certificates.rules';

/**
 * Whose certificates staff act on: ADMIN_CONGRESO those of their edition (the scope checked the
 * role on `conferenceId`), ADMIN the membership certificates. A certificate outside the scope is
 * NOT_FOUND, as one that does not exist.
 */
export type StaffScope = { conferenceId: string | number } | 'MEMBERSHIP';

const NOT_FOUND = 'No hay un certificado con ese código entre los que usted administra.';

async function inScope(db: Executor, scope: StaffScope, code: string, lock = false): Promise<IssuedCertificate> {
  const where =
    scope === 'MEMBERSHIP'
      ? sql`kind = 'MEMBERSHIP'`
      : sql`conference_id = ${intIdOrNull(scope.conferenceId) ?? -1}`;
  const { rows } = await db.execute(sql`select * from "certificates" where code = ${code} and ${where} ${lock ? sql`for update` : sql``}`);
  if (!rows[0]) throw notFound(NOT_FOUND);
  return toIssued(rows[0] as Record<string, unknown>);
}

export type StaffCertificate = IssuedCertificate & { permissions: { canRevoke: boolean } };

/** A certificate by its code, for the staff of its scope, with what they may do. */
export async function staffCertificate(services: Services, viewer: Viewer, scope: StaffScope, typed: unknown): Promise<StaffCertificate> {
  const code = typeof typed === 'string' ? normaliseCertificateCode(typed.slice(0, 60)) : null;
  if (!code) throw notFound(NOT_FOUND);
  const c = await inScope(services.database.db, scope, code);
  return { ...c, permissions: { canRevoke: canRevokeCertificate(viewer.id, c) } };
}

/**
 * Revokes a certificate with a reason category (audited, one transaction, the row locked). Nobody
 * revokes their own certificate; one already revoked is CONFLICT. The public verification says
 * revoked from the next look-up on.
 */
export async function revokeCertificate(services: Services, viewer: Viewer, scope: StaffScope, input: unknown): Promise<StaffCertificate> {
  const { code, reason } = parseInput(revokeCertificateInput, input);
  return services.database.db.transaction(async (tx) => {
    const before = await inScope(tx, scope, code, true);
    if (!canRevokeCertificate(viewer.id, before)) {
      throw before.revokedAt
        ? conflict('CERTIFICATE_REVOKED', 'El certificado ya estaba revocado.')
        : conflict('OWN_CERTIFICATE', 'No puede revocar un certificado propio: pídaselo a otra persona de la administración.');
    }
    const { rows } = await tx.execute(sql`update "certificates" set revoked_at = now(), revoked_reason = ${reason}, revoked_by = ${viewer.id} where id = ${before.id} returning *`);
    const after = toIssued(rows[0] as Record<string, unknown>);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'certificate.revoked',
      targetType: 'certificate',
      targetId: after.id,
      targetUserId: after.userId,
      before: { code: before.code, holderName: before.facts.holderName, revokedReason: null },
      after: { code: after.code, holderName: after.facts.holderName, revokedReason: reason },
    });
    return { ...after, permissions: { canRevoke: false } };
  });
}
