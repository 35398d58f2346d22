/**
 * Certificate texts and signers (issue 32): per edition (ADMIN_CONGRESO) for the congress's kinds,
 * and once for membership certificates (ADMIN). A text is the sentence printed under the holder's
 * name, with placeholders in braces (`{congreso}`) that each certificate fills with its own facts;
 * an empty text prints the portal's sentence. Up to three signers, each with a name, a role and an
 * optional signature image (an upload of purpose CERTIFICATE_SIGNATURE: PNG or JPEG).
 */
import { z } from 'zod';
import { certifiedText, type CertificateFacts, type CertificateKind } from './certificates';
import { formatDay } from './dates';
import { safeMultilineString, safeString } from './input-hygiene';

export const certificatePlaceholderLabels = {
  nombre: 'nombre del titular',
  congreso: 'congreso y edición',
  fechas: 'fechas del congreso',
  año: 'año de la membresía',
  trabajo: 'título del trabajo',
  tipo: 'tipo de trabajo',
  autores: 'autores, en orden',
  panel: 'nombre del panel',
  área: 'área temática',
  premio: 'nombre del premio',
  distinción: '«el premio» o «una mención en el premio»',
} as const;
export type CertificatePlaceholder = keyof typeof certificatePlaceholderLabels;

const EDITION: CertificatePlaceholder[] = ['nombre', 'congreso', 'fechas'];

/** The placeholders each kind may use; the first after the edition's is the one its text must name. */
export const placeholdersOf: Record<CertificateKind, CertificatePlaceholder[]> = {
  MEMBERSHIP: ['nombre', 'año'],
  ATTENDANCE: EDITION,
  PRESENTATION: [...EDITION, 'trabajo', 'tipo', 'autores'],
  PANEL_CHAIR: [...EDITION, 'panel'],
  PANEL_COMMENTATOR: [...EDITION, 'panel'],
  COORDINATION: [...EDITION, 'área'],
  JUDGING: [...EDITION, 'premio'],
  AWARD: [...EDITION, 'premio', 'distinción', 'trabajo'],
};

/** The placeholder a kind's text cannot leave out: what tells one certificate of that kind from another. */
export const requiredPlaceholderOf: Record<CertificateKind, CertificatePlaceholder> = {
  MEMBERSHIP: 'año',
  ATTENDANCE: 'congreso',
  PRESENTATION: 'trabajo',
  PANEL_CHAIR: 'panel',
  PANEL_COMMENTATOR: 'panel',
  COORDINATION: 'área',
  JUDGING: 'premio',
  AWARD: 'premio',
};

/** The kinds an edition's settings write, and the membership settings' one. */
export const editionCertificateKinds = ['ATTENDANCE', 'PRESENTATION', 'PANEL_CHAIR', 'PANEL_COMMENTATOR', 'COORDINATION', 'JUDGING', 'AWARD'] as const satisfies readonly CertificateKind[];
export const membershipCertificateKinds = ['MEMBERSHIP'] as const satisfies readonly CertificateKind[];

export const MAX_SIGNERS = 3;
export const CERTIFICATE_TEXT_MAX = 600;

const PLACEHOLDER = /\{([^{}\s]*)\}/gu;

/** "{nombre}, {congreso} o {fechas}". */
export const placeholderList = (kind: CertificateKind) => {
  const names = placeholdersOf[kind].map((p) => `{${p}}`);
  return `${names.slice(0, -1).join(', ')} o ${names[names.length - 1]}`;
};

/** What is wrong with a kind's text, in Spanish; null when it may be saved. An empty text is fine (the portal's sentence prints). */
export function certificateTextProblem(kind: CertificateKind, text: string): string | null {
  if (text.trim() === '') return null;
  const allowed = new Set<string>(placeholdersOf[kind]);
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (!allowed.has(m[1])) return `{${m[1]}} no corresponde a este certificado: use ${placeholderList(kind)}.`;
  }
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{') || rest.includes('}')) return 'Cierre cada marcador entre llaves, por ejemplo {congreso}.';
  if (!text.includes(`{${requiredPlaceholderOf[kind]}}`)) return `El texto debe incluir {${requiredPlaceholderOf[kind]}} (${certificatePlaceholderLabels[requiredPlaceholderOf[kind]]}).`;
  return null;
}

const editionName = (e: NonNullable<CertificateFacts['edition']>) => (e.name.includes(String(e.edition)) || e.edition <= 1 ? e.name : `${e.name} (${e.edition}.ª edición)`);
const editionDates = (e: NonNullable<CertificateFacts['edition']>) => (e.startDate === e.endDate ? `el ${formatDay(e.startDate)}` : `del ${formatDay(e.startDate)} al ${formatDay(e.endDate)}`);

/** A placeholder's value in a certificate's facts. */
function valueOf(p: CertificatePlaceholder, f: CertificateFacts): string {
  switch (p) {
    case 'nombre':
      return f.holderName;
    case 'congreso':
      return f.edition ? editionName(f.edition) : '';
    case 'fechas':
      return f.edition ? editionDates(f.edition) : '';
    case 'año':
      return f.year === undefined ? '' : String(f.year);
    case 'trabajo':
      return f.work?.title ?? f.awardWork ?? '';
    case 'tipo':
      return f.work?.kindLabel ?? '';
    case 'autores':
      return (f.work?.authors ?? []).join(', ');
    case 'panel':
      return f.panel ?? '';
    case 'área':
      return f.area ?? '';
    case 'premio':
      return f.award ?? '';
    case 'distinción':
      return f.awardResult === 'WINNER' ? 'el premio' : f.awardResult === 'MENTION' ? 'una mención en el premio' : '';
  }
}

/** The sentence a certificate prints under its holder's name: its text filled in, or the portal's sentence. */
export function printedText(facts: CertificateFacts, text: string | null | undefined): string {
  if (!text || text.trim() === '') return `${certifiedText(facts)}.`;
  const allowed = new Set<string>(placeholdersOf[facts.kind]);
  return text.trim().replace(PLACEHOLDER, (whole, name: string) => (allowed.has(name) ? valueOf(name as CertificatePlaceholder, facts) : whole));
}

const signer = z.strictObject({
  name: safeString({ error: 'Ingrese el nombre de quien firma' }).trim().min(1, 'Ingrese el nombre de quien firma').max(120, 'Como máximo 120 caracteres'),
  role: safeString({ error: 'Ingrese el cargo de quien firma' }).trim().min(1, 'Ingrese el cargo de quien firma').max(120, 'Como máximo 120 caracteres'),
  signatureFileId: z.uuid('Archivo inválido').nullable().optional().transform((v) => v ?? null),
});

/** The settings form of one scope: a text per kind of `kinds` (each at most once) and up to three signers. */
export function certificateSettingsInput(kinds: readonly CertificateKind[]) {
  return z.strictObject({
    texts: z
      .array(
        z.strictObject({
          kind: z.enum(kinds as [CertificateKind, ...CertificateKind[]], { error: 'Ese tipo de certificado no se configura aquí.' }),
          text: safeMultilineString({ error: 'Texto inválido' }).trim().max(CERTIFICATE_TEXT_MAX, `Como máximo ${CERTIFICATE_TEXT_MAX} caracteres`),
        }),
        { error: 'Indique los textos.' },
      )
      .max(kinds.length, 'Hay textos de más.')
      .superRefine((texts, ctx) => {
        const seen = new Set<string>();
        texts.forEach((t, i) => {
          if (seen.has(t.kind)) ctx.addIssue({ code: 'custom', path: [i, 'kind'], message: 'Ese tipo de certificado ya tiene texto.' });
          seen.add(t.kind);
          const problem = certificateTextProblem(t.kind, t.text);
          if (problem) ctx.addIssue({ code: 'custom', path: [i, 'text'], message: problem });
        });
      }),
    signers: z.array(signer, { error: 'Indique quiénes firman.' }).max(MAX_SIGNERS, `Como máximo ${MAX_SIGNERS} firmantes.`),
  });
}
export const editionCertificateSettingsInput = certificateSettingsInput(editionCertificateKinds);
export const membershipCertificateSettingsInput = certificateSettingsInput(membershipCertificateKinds);
export type CertificateSettingsInput = z.input<typeof editionCertificateSettingsInput>;
export type CertificateSettings = z.output<typeof editionCertificateSettingsInput>;

/** What a certificate keeps of its scope's settings when it is issued: its kind's text and the signers. */
export type CertificatePrint = { text: string | null; signers: { name: string; role: string; signatureFileId: string | null }[] };
