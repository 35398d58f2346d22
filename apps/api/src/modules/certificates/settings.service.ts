import { certificateSettingsInput } from '@portal/domain/certificate-settings';
import { certificateKinds, type CertificateFacts, type CertificateKind } from '@portal/domain/certificates';
import { buenosAiresDay } from '@portal/domain/dates';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { certificateSettings } from '../../db/schema/certificates';
import { conferences } from '../../db/schema/conferences';
import { files } from '../../db/schema/files';
import { recordAudit } from '../../platform/audit';
import { badInput, notFound, parseInput } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { associationLetterhead } from '../association/association.read';
import { checkFiles, claimFiles } from '../files/files.service';
import { renderCertificatePdf } from './certificate.pdf';
import { certificateSettingsOf, kindsOfScope, scopeOfEdition, signatureImages, type CertificateSettingsData, type SettingsScope } from './settings.read';

/** The settings' scope of a request: ADMIN the membership certificates, ADMIN_CONGRESO (checked by the field's scope) their edition's. */
export type SettingsTarget = 'MEMBERSHIP' | { conferenceId: string | number };

type Edition = { id: number; name: string; edition: number; startDate: string; endDate: string };

async function resolve(services: Services, target: SettingsTarget): Promise<{ scope: SettingsScope; edition: Edition | null }> {
  if (target === 'MEMBERSHIP') return { scope: 'MEMBERSHIP', edition: null };
  const id = intIdOrNull(target.conferenceId);
  const [edition] = id === null ? [] : await services.database.db.select({ id: conferences.id, name: conferences.name, edition: conferences.edition, startDate: conferences.startDate, endDate: conferences.endDate }).from(conferences).where(eq(conferences.id, id));
  if (!edition) throw notFound('No se encontró la edición del congreso.');
  return { scope: scopeOfEdition(edition.id), edition: { ...edition, startDate: String(edition.startDate), endDate: String(edition.endDate) } };
}

const ownerOf = (scope: SettingsScope) => ({ type: 'certificateSettings', id: scope });
const wantedOf = (signers: { signatureFileId: string | null }[]) =>
  signers.map((s, i) => ({ field: `signers.${i}.signatureFileId`, id: s.signatureFileId, purpose: 'CERTIFICATE_SIGNATURE' as const }));

/** A scope's texts and signers. */
export async function certificateSettingsFor(services: Services, target: SettingsTarget): Promise<CertificateSettingsData> {
  const { scope } = await resolve(services, target);
  return certificateSettingsOf(services.database.db, scope);
}

/**
 * Saves a scope's texts and signers (validated with the form's schema; the row locked; audited with
 * what it said before). Signature images are claimed by the scope and never let go: certificates
 * issued with an older signature keep printing it. Certificates already issued keep their copy.
 */
export async function updateCertificateSettings(services: Services, viewer: Viewer, target: SettingsTarget, data: unknown): Promise<CertificateSettingsData> {
  const { scope, edition } = await resolve(services, target);
  const input = parseInput(certificateSettingsInput(kindsOfScope(scope)), data);
  const { db } = services.database;
  await checkFiles(db, ownerOf(scope), wantedOf(input.signers));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from "certificate_settings" where scope = ${scope} for update`);
    const before = await certificateSettingsOf(tx, scope);
    await claimFiles(tx, ownerOf(scope), wantedOf(input.signers));
    const values = { texts: input.texts, signers: input.signers, conferenceId: edition?.id ?? null, updatedBy: viewer.id, updatedAt: new Date() };
    await tx.insert(certificateSettings).values({ scope, ...values }).onConflictDoUpdate({ target: certificateSettings.scope, set: values });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'certificate.settingsUpdated',
      targetType: edition ? 'conference' : 'certificateSettings',
      targetId: edition?.id ?? scope,
      before: { texts: before.texts, signers: before.signers },
      after: { texts: input.texts, signers: input.signers },
    });
  });
  return certificateSettingsOf(db, scope);
}

/**
 * The PDF of a sample certificate of `kind` printed with the form's values as they stand (not
 * saved), through the same renderer as real ones, marked «MUESTRA». A signature image must be the
 * scope's, or an upload of the viewer's own not yet attached.
 */
export async function previewCertificate(services: Services, viewer: Viewer, target: SettingsTarget, kind: unknown, data: unknown): Promise<Buffer> {
  const { scope, edition } = await resolve(services, target);
  const kinds = kindsOfScope(scope);
  if (typeof kind !== 'string' || !kinds.includes(kind as CertificateKind)) throw badInput({ kind: 'Ese tipo de certificado no se configura aquí.' });
  const input = parseInput(certificateSettingsInput(kinds), data);
  const { db } = services.database;
  const ids = input.signers.flatMap((s) => (s.signatureFileId ? [s.signatureFileId] : []));
  if (ids.length) {
    const usable = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          inArray(files.id, ids),
          eq(files.purpose, 'CERTIFICATE_SIGNATURE'),
          or(and(isNull(files.attachedType), eq(files.uploadedBy, viewer.id)), and(eq(files.attachedType, 'certificateSettings'), eq(files.attachedId, scope))),
        ),
      );
    const ok = new Set(usable.map((r) => r.id));
    const errors: Record<string, string> = {};
    input.signers.forEach((s, i) => {
      if (s.signatureFileId && !ok.has(s.signatureFileId)) errors[`signers.${i}.signatureFileId`] = 'El archivo no existe o no corresponde a este campo. Súbalo nuevamente.';
    });
    if (Object.keys(errors).length) throw badInput(errors);
  }
  const k = kind as CertificateKind;
  const text = input.texts.find((t) => t.kind === k)?.text ?? '';
  return renderCertificatePdf(
    {
      code: SAMPLE_CODE,
      facts: sampleFacts(k, edition),
      issuedAt: new Date(),
      verificationUrl: `${services.config.publicUrl}/certificados/verificar`,
      print: { text: text === '' ? null : text, signers: input.signers },
      signatures: await signatureImages(db, services.storage, input.signers),
      sample: true,
    },
    await associationLetterhead(db, services.storage, services.config),
  );
}

/** A code of the right shape that no certificate has: the preview's foot. */
const SAMPLE_CODE = 'CERT-2222-2222-2222-2222';

/** What a sample certificate of `kind` says: the edition's own name and dates, a holder and a work that are examples. */
export function sampleFacts(kind: CertificateKind, edition: Edition | null): CertificateFacts {
  const holderName = 'María José Nguyễn Peña';
  const ed = edition ? { name: edition.name, edition: edition.edition, startDate: edition.startDate, endDate: edition.endDate } : undefined;
  return {
    kind: certificateKinds.includes(kind) ? kind : 'ATTENDANCE',
    holderName,
    edition: ed,
    year: kind === 'MEMBERSHIP' ? Number(buenosAiresDay().slice(0, 4)) : undefined,
    work: kind === 'PRESENTATION' ? { title: 'Título de un trabajo de ejemplo', kindLabel: 'Ponencia', authors: [holderName, 'Juan Pérez'] } : undefined,
    panel: kind === 'PANEL_CHAIR' || kind === 'PANEL_COMMENTATOR' ? 'Panel de ejemplo' : undefined,
    area: kind === 'COORDINATION' ? 'Área temática de ejemplo' : undefined,
    award: kind === 'JUDGING' || kind === 'AWARD' ? 'Premio de ejemplo' : undefined,
    awardResult: kind === 'AWARD' ? 'WINNER' : undefined,
    awardWork: kind === 'AWARD' ? 'Título de un trabajo de ejemplo' : undefined,
  };
}
