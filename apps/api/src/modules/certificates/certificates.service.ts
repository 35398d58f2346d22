import { certificateKindLabels, verificationPath } from '@portal/domain/certificates';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { certificates } from '../../db/schema/certificates';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { conflict, notFound, parseInput } from '../../platform/errors';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { certificateEntriesOf, toIssued, type CertificateEntry, type IssuedCertificate } from './certificates.read';
import { newCertificateCode } from './codes';
import { signCertificateUrl } from './certificate-urls';
import { printFor, scopeOfCertificate } from './settings.read';

const subjectInput = z.strictObject({
  subjectKey: z
    .string({ error: 'Indique el certificado.' })
    .trim()
    .min(1, 'Indique el certificado.')
    .max(80, 'Ese certificado no existe.')
    .regex(/^[A-Z_]+:[a-z0-9:]+$/, 'Ese certificado no existe.'),
});

/** Mis certificados: what the viewer is due, and what they will be due with the reason. */
export const myCertificates = (services: Services, viewer: Viewer): Promise<CertificateEntry[]> => certificateEntriesOf(services.database.db, viewer.id);

export const verificationUrlOf = (services: Services, code: string) => `${services.config.publicUrl}${verificationPath(code)}`;

/**
 * The certificate of `subjectKey` for its holder, issuing it the first time (a new code, kept):
 * later calls give the same certificate. When the holder's name changed since it was issued, the
 * old one is revoked ("cambio de nombre") and a new one, with a new code, printed with the new
 * name (audited). CONFLICT when it is not due; NOT_FOUND for a subject that is not the viewer's.
 * One transaction; the valid certificate of the subject is locked, and the unique index on
 * (person, subject) of valid certificates settles two first downloads at once.
 */
export async function issueMyCertificate(services: Services, viewer: Viewer, input: unknown): Promise<IssuedCertificate> {
  const { subjectKey } = parseInput(subjectInput, input);
  return services.database.db.transaction(async (tx) => {
    const entry = (await certificateEntriesOf(tx, viewer.id)).find((e) => e.subjectKey === subjectKey);
    if (!entry) throw notFound('Ese certificado no existe.');
    return issueFor(tx, viewer.id, viewer.id, entry);
  });
}

/** Issues (or finds) the valid certificate of an entry of `userId`; `actorId` is who asked. */
export async function issueFor(tx: Executor, userId: string, actorId: string | null, entry: CertificateEntry): Promise<IssuedCertificate> {
  if (entry.availability.status !== 'DUE') {
    throw conflict('CERTIFICATE_NOT_DUE', `El certificado todavía no está disponible: ${entry.availability.reason}.`);
  }
  const [current] = await tx.execute(sql`select * from "certificates" where user_id = ${userId} and subject_key = ${entry.subjectKey} and revoked_at is null for update`).then((r) => r.rows.map((row) => toIssued(row as Record<string, unknown>)));
  if (current && current.facts.holderName === entry.facts.holderName) return current;
  if (current) {
    await tx.update(certificates).set({ revokedAt: new Date(), revokedReason: 'NAME_CHANGED', revokedBy: actorId }).where(eq(certificates.id, current.id));
  }
  // The scope's text and signers as they stand now: the certificate keeps them whatever changes later.
  const print = await printFor(tx, scopeOfCertificate({ kind: entry.kind, conferenceId: entry.conference?.id ?? null }), entry.kind);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(certificates)
      .values({ code: newCertificateCode(), userId, kind: entry.kind, subjectKey: entry.subjectKey, conferenceId: entry.conference?.id ?? null, year: entry.year, facts: entry.facts, print })
      .onConflictDoNothing()
      .returning({ id: certificates.id, code: certificates.code });
    if (row) {
      if (current) {
        await recordAudit(tx, {
          actorId,
          action: 'certificate.reissued',
          targetType: 'certificate',
          targetId: row.id,
          targetUserId: userId,
          before: { code: current.code, holderName: current.facts.holderName },
          after: { code: row.code, holderName: entry.facts.holderName },
        });
      }
      const { rows } = await tx.execute(sql`select * from "certificates" where id = ${row.id}`);
      return toIssued(rows[0] as Record<string, unknown>);
    }
    // Another request issued this subject meanwhile (the one-valid index), or the code was taken: read again.
    const [other] = await tx.select().from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.subjectKey, entry.subjectKey), isNull(certificates.revokedAt)));
    if (other) return issueFor(tx, userId, actorId, entry);
  }
  throw new Error('no free certificate code after five draws');
}

/** The download link of a certificate's PDF, for its holder: short-lived and signed. */
export const downloadUrlOf = (services: Services, code: string) => signCertificateUrl(services.config.jwtSecret, code);

/** A certificate by code for its PDF; marks the first download. Null for an unknown code. */
export async function certificateForDownload(services: Services, code: string): Promise<IssuedCertificate | null> {
  const { rows } = await services.database.db.execute(sql`
    update "certificates" set downloaded_at = coalesce(downloaded_at, now()) where code = ${code} returning *`);
  return rows[0] ? toIssued(rows[0] as Record<string, unknown>) : null;
}

export const fileNameOf = (c: Pick<IssuedCertificate, 'code' | 'kind'>) =>
  `certificado-${certificateKindLabels[c.kind]
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}-${c.code}.pdf`;
