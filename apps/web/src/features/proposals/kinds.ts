import { fileKinds, proposalRoutes, type FileKind } from '@portal/domain/proposals';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';

/** The kind whose `nueva-postulacion/{segment}` this is, or null. */
export const kindFromCreateSegment = (segment: string | undefined): SubmissionType | null =>
  submissionTypes.find((k) => proposalRoutes[k].create === segment) ?? null;

/** The kind whose `archivo-ponencia/{id}/{segment}` this is, or null. */
export const kindFromFileSegment = (segment: string | undefined): FileKind | null =>
  (Object.keys(fileKinds) as FileKind[]).find((k) => fileKinds[k] === segment) ?? null;

/** A date given as `yyyy-mm-dd`, shown dd/mm/yyyy (no time zone shift). */
export const day = (iso: string) => iso.split('-').reverse().join('/');

export type SubmissionWindow = { type: string; opensOn?: string | null; closesOn?: string | null; open: boolean };

/** What a person reads about a kind's submission window: open until…, opens on…, closed on…. */
export function windowText(window: SubmissionWindow | undefined, today: string = todayInBuenosAires()): string {
  if (!window?.opensOn || !window.closesOn) return 'Esta edición no recibe este tipo de propuesta.';
  if (window.open) return `Abierta hasta el ${day(window.closesOn)}.`;
  if (window.opensOn > today) return `Cerrada: abre el ${day(window.opensOn)}.`;
  return `Cerrada: cerró el ${day(window.closesOn)}.`;
}

/** Today as `yyyy-mm-dd` in Buenos Aires. */
export function todayInBuenosAires(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const sizeFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
/** "1,2 MB", "340 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
