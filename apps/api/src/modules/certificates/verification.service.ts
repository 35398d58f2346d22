import { certificateKindLabels, certifiedText, normaliseCertificateCode, verificationPath } from '@portal/domain/certificates';
import { sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { throttlesOf } from '../auth/auth.service';
import { toIssued, type IssuedCertificate } from './certificates.read';
import { certificateKeys, signJson } from './signing-keys';

/** The one answer for a code that does not exist and one that cannot be a code. */
export const UNKNOWN_CODE = 'No encontramos un certificado con ese código. Revise que esté completo, tal como figura en el certificado (CERT- y cuatro grupos de cuatro caracteres).';

/**
 * The public verification of a certificate (no sign-in): counted against the client address first
 * (`THROTTLE.certificateLookups`, found or not, so codes cannot be enumerated), then the code is
 * read as a person may type it, and the certificate's verification count goes up by one in the
 * same statement that reads it. An unknown and a malformed code are the same NOT_FOUND.
 */
export async function verifyCertificate(services: Services, ip: string, typed: unknown): Promise<IssuedCertificate> {
  await throttlesOf(services.database).certificateLookup(ip);
  const code = typeof typed === 'string' && typed.length <= 60 ? normaliseCertificateCode(typed) : null;
  if (!code) throw notFound(UNKNOWN_CODE);
  const { rows } = await services.database.db.execute(sql`update "certificates" set verification_count = verification_count + 1 where code = ${code} returning *`);
  if (!rows[0]) throw notFound(UNKNOWN_CODE);
  return toIssued(rows[0] as Record<string, unknown>);
}

/**
 * The signed copy of a certificate: a compact JWS (EdDSA, Ed25519) of what it says, its status
 * when signed and where to check it now. Anyone verifies it offline with the key its `kid` names
 * at `/.well-known/jwks.json`.
 */
export function signedCopyOf(services: Services, c: IssuedCertificate): Promise<string> {
  return signJson(certificateKeys(services.config.dataDir, services.config.certificateSigningKeys), {
    iss: services.config.publicUrl,
    code: c.code,
    holderName: c.facts.holderName,
    kind: c.kind,
    kindLabel: certificateKindLabels[c.kind],
    certifies: `${c.facts.holderName} ${certifiedText(c.facts)}.`,
    facts: c.facts,
    issuedAt: c.issuedAt.toISOString(),
    status: c.revokedAt ? 'revoked' : 'valid',
    revokedAt: c.revokedAt?.toISOString() ?? null,
    revokedReason: c.revokedReason,
    verificationUrl: `${services.config.publicUrl}${verificationPath(c.code)}`,
    signedAt: new Date().toISOString(),
  });
}
