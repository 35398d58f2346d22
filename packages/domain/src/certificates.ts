/**
 * Certificates (issue 32, PRODUCT.md "Certificates"): the kinds, their Spanish labels, the code
 * format, what a certificate says (the snapshot kept when it is issued) and the sentence each kind
 * prints. When each kind is due is decided on the server (modules/certificates/certificates.rules.ts).
 */
import { z } from 'zod';
import { formatDay } from './dates';

export const certificateKinds = ['MEMBERSHIP', 'ATTENDANCE', 'PRESENTATION', 'PANEL_CHAIR', 'PANEL_COMMENTATOR', 'COORDINATION', 'JUDGING', 'AWARD'] as const;
export type CertificateKind = (typeof certificateKinds)[number];

export const certificateKindLabels: Record<CertificateKind, string> = {
  MEMBERSHIP: 'Socio/a',
  ATTENDANCE: 'Asistencia',
  PRESENTATION: 'Presentación de trabajo',
  PANEL_CHAIR: 'Coordinación de panel',
  PANEL_COMMENTATOR: 'Comentarista de panel',
  COORDINATION: 'Coordinación de área temática',
  JUDGING: 'Jurado de premio',
  AWARD: 'Premio o mención',
};

/** Why a certificate was revoked: a category the public page shows (never a free text). */
export const revocationReasons = ['NAME_CHANGED', 'ISSUED_IN_ERROR', 'DATA_CORRECTED', 'FRAUD'] as const;
export type RevocationReason = (typeof revocationReasons)[number];
export const revocationReasonLabels: Record<RevocationReason, string> = {
  NAME_CHANGED: 'Cambio de nombre del titular (se emitió un certificado nuevo)',
  ISSUED_IN_ERROR: 'Emitido por error',
  DATA_CORRECTED: 'Datos corregidos (se emitió un certificado nuevo)',
  FRAUD: 'Uso indebido',
};

/**
 * The code's alphabet: digits and capitals without the look-alikes 0/O, 1/I/L and U/V (29 symbols).
 * Sixteen of them carry log2(29^16) ≈ 77 random bits.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const CODE_GROUPS = 4;
export const CODE_GROUP_LENGTH = 4;
const codePattern = new RegExp(`^CERT(-[${CODE_ALPHABET}]{${CODE_GROUP_LENGTH}}){${CODE_GROUPS}}$`);

/** A code as a person typed it: capitals, no spaces, the dashes put back where they belong; null when it cannot be a code. */
export function normaliseCertificateCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith('CERT')) return null;
  const body = compact.slice(4);
  if (body.length !== CODE_GROUPS * CODE_GROUP_LENGTH) return null;
  const groups = body.match(new RegExp(`.{${CODE_GROUP_LENGTH}}`, 'g')) ?? [];
  const code = ['CERT', ...groups].join('-');
  return codePattern.test(code) ? code : null;
}

export const isCertificateCode = (code: string) => codePattern.test(code);

/** The verification page of a code, under the portal's public address. */
export const verificationPath = (code: string) => `/certificados/verificar/${code}`;

export type CertificateWork = { title: string; kindLabel: string; authors: string[] };
export type CertificateEdition = { name: string; edition: number; startDate: string; endDate: string };

/** What a certificate certifies, as kept when it was issued (the verification page shows it as is). */
export type CertificateFacts = {
  kind: CertificateKind;
  holderName: string;
  edition?: CertificateEdition;
  year?: number;
  work?: CertificateWork;
  panel?: string;
  area?: string;
  award?: string;
  /** AWARD: what the holder's application obtained, and its title. */
  awardResult?: 'WINNER' | 'MENTION';
  awardWork?: string;
};

const editionName = (e: CertificateEdition) => (e.name.includes(String(e.edition)) || e.edition <= 1 ? e.name : `${e.name} (${e.edition}.ª edición)`);
const editionDates = (e: CertificateEdition) => (e.startDate === e.endDate ? `el ${formatDay(e.startDate)}` : `del ${formatDay(e.startDate)} al ${formatDay(e.endDate)}`);

/** What is certified, in one sentence without the holder ("asistió al …"). */
export function certifiedText(f: CertificateFacts): string {
  const ed = f.edition ? `${editionName(f.edition)}, celebrado ${editionDates(f.edition)}` : '';
  switch (f.kind) {
    case 'MEMBERSHIP':
      return `fue socio/a de la Asociación durante el año ${f.year}, con la cuota abonada`;
    case 'ATTENDANCE':
      return `asistió al ${ed}`;
    case 'PRESENTATION':
      return `presentó el trabajo «${f.work?.title}» (${f.work?.kindLabel}; autoría: ${(f.work?.authors ?? []).join(', ')}) en el ${ed}`;
    case 'PANEL_CHAIR':
      return `coordinó el panel «${f.panel}» en el ${ed}`;
    case 'PANEL_COMMENTATOR':
      return `fue comentarista del panel «${f.panel}» en el ${ed}`;
    case 'COORDINATION':
      return `coordinó el área temática «${f.area}» en el ${ed}`;
    case 'JUDGING':
      return `integró el jurado del premio «${f.award}» en el ${ed}`;
    case 'AWARD':
      return `${f.awardResult === 'WINNER' ? 'obtuvo el premio' : 'obtuvo una mención en el premio'} «${f.award}» por el trabajo «${f.awardWork}» en el ${ed}`;
  }
}

/** A short title of what is certified, for lists ("Ponencia «…»", "Área «…»", "Año 2026"). */
export function certifiedSubject(f: CertificateFacts): string {
  switch (f.kind) {
    case 'MEMBERSHIP':
      return `Año ${f.year}`;
    case 'ATTENDANCE':
      return 'Asistencia al congreso';
    case 'PRESENTATION':
      return `${f.work?.kindLabel} «${f.work?.title}»`;
    case 'PANEL_CHAIR':
    case 'PANEL_COMMENTATOR':
      return `Panel «${f.panel}»`;
    case 'COORDINATION':
      return `Área «${f.area}»`;
    case 'JUDGING':
      return `Premio «${f.award}»`;
    case 'AWARD':
      return `${f.awardResult === 'WINNER' ? 'Premio' : 'Mención en el premio'} «${f.award}»`;
  }
}

/** «Revocar certificado»: the code and a reason category (the form and the server validate with it). */
export const revokeCertificateInput = z.strictObject({
  code: z
    .string({ error: 'Ingrese el código del certificado.' })
    .trim()
    .min(1, 'Ingrese el código del certificado.')
    .max(60, 'El código no es válido.')
    .transform((v, ctx) => {
      const code = normaliseCertificateCode(v);
      if (!code) {
        ctx.addIssue({ code: 'custom', message: 'El código no es válido: CERT- y cuatro grupos de cuatro caracteres.' });
        return z.NEVER;
      }
      return code;
    }),
  reason: z.enum(revocationReasons, { error: 'Elija el motivo de la revocación.' }),
});
export type RevokeCertificateInput = z.input<typeof revokeCertificateInput>;

/** «Inasistencias»: the inscriptions ADMIN_CONGRESO marks absent (or present again); absent ones get no attendance certificate. */
export const markAbsenceInput = z.strictObject({
  inscriptionIds: z
    .array(z.string({ error: 'Inscripción inválida' }).regex(/^\d{1,10}$/, 'Inscripción inválida'), { error: 'Elija al menos una inscripción.' })
    .min(1, 'Elija al menos una inscripción.')
    .max(500, 'Como máximo 500 inscripciones por vez.'),
  absent: z.boolean({ error: 'Indique si marca o quita la inasistencia.' }),
});
export type MarkAbsenceInput = z.input<typeof markAbsenceInput>;
