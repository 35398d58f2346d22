import { editionCertificateKinds, membershipCertificateKinds, type CertificatePrint } from '@portal/domain/certificate-settings';
import type { CertificateKind } from '@portal/domain/certificates';
import { eq, inArray } from 'drizzle-orm';
import { certificateSettings } from '../../db/schema/certificates';
import { files } from '../../db/schema/files';
import type { Executor } from '../../platform/db';
import type { FileStorage } from '../../platform/storage';

/** `MEMBERSHIP`, or `CONFERENCE:<id>` for an edition. */
export type SettingsScope = 'MEMBERSHIP' | `CONFERENCE:${number}`;
export const scopeOfEdition = (conferenceId: number): SettingsScope => `CONFERENCE:${conferenceId}`;
export const scopeOfCertificate = (c: { kind: CertificateKind; conferenceId: number | null }): SettingsScope | null =>
  c.kind === 'MEMBERSHIP' ? 'MEMBERSHIP' : c.conferenceId === null ? null : scopeOfEdition(c.conferenceId);
export const kindsOfScope = (scope: SettingsScope): readonly CertificateKind[] => (scope === 'MEMBERSHIP' ? membershipCertificateKinds : editionCertificateKinds);

export type CertificateSettingsData = {
  scope: SettingsScope;
  /** One per kind of the scope, in the scope's order (an empty text: the portal's sentence). */
  texts: { kind: CertificateKind; text: string }[];
  signers: CertificatePrint['signers'];
  updatedAt: Date | null;
};

/** A scope's texts and signers as saved; nothing saved: empty texts and no signers. */
export async function certificateSettingsOf(db: Executor, scope: SettingsScope): Promise<CertificateSettingsData> {
  const [row] = await db.select().from(certificateSettings).where(eq(certificateSettings.scope, scope));
  const saved = new Map((row?.texts ?? []).map((t) => [t.kind, t.text]));
  return {
    scope,
    texts: kindsOfScope(scope).map((kind) => ({ kind, text: saved.get(kind) ?? '' })),
    signers: row?.signers ?? [],
    updatedAt: row?.updatedAt ?? null,
  };
}

/** What a certificate of `kind` issued now keeps of its scope's settings (null: nothing set, the portal's sentence and no signers). */
export async function printFor(db: Executor, scope: SettingsScope | null, kind: CertificateKind): Promise<CertificatePrint | null> {
  if (!scope) return null;
  const [row] = await db.select({ texts: certificateSettings.texts, signers: certificateSettings.signers }).from(certificateSettings).where(eq(certificateSettings.scope, scope));
  if (!row) return null;
  const text = row.texts.find((t) => t.kind === kind)?.text ?? '';
  return { text: text === '' ? null : text, signers: row.signers };
}

/** The signers' images, by file id (those whose bytes are gone print without an image rather than failing the PDF). */
export async function signatureImages(db: Executor, storage: FileStorage, signers: CertificatePrint['signers']): Promise<Map<string, Buffer>> {
  const ids = signers.flatMap((s) => (s.signatureFileId ? [s.signatureFileId] : []));
  const images = new Map<string, Buffer>();
  if (ids.length === 0) return images;
  const rows = await db.select({ id: files.id, key: files.storageKey, purpose: files.purpose }).from(files).where(inArray(files.id, ids));
  for (const row of rows) {
    if (row.purpose !== 'CERTIFICATE_SIGNATURE') continue;
    const stream = await storage.open(row.key);
    if (!stream) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    images.set(row.id, Buffer.concat(chunks));
  }
  return images;
}
