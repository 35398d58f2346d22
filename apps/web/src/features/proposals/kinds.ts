import { fileKinds, proposalRoutes, type FileKind } from '@portal/domain/proposals';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { onFirstUse } from '@portal/domain/intl';

/** The kind whose `nueva-postulacion/{segment}` this is, or null. */
export const kindFromCreateSegment = (segment: string | undefined): SubmissionType | null =>
  submissionTypes.find((k) => proposalRoutes[k].create === segment) ?? null;

/** The kind whose `archivo-ponencia/{id}/{segment}` this is, or null. */
export const kindFromFileSegment = (segment: string | undefined): FileKind | null =>
  (Object.keys(fileKinds) as FileKind[]).find((k) => fileKinds[k] === segment) ?? null;

export type SubmissionWindow = { type: string; open: boolean; label: string };

/** What a person reads about a kind's window; the server words it ("Abierta hasta el 30/04/2031", "Cerró el …"). */
export const windowText = (window: SubmissionWindow | undefined) =>
  !window ? 'Esta edición no recibe propuestas de este tipo.' : window.open ? `${window.label}.` : `Cerrada. ${window.label}.`;

/** Why a kind's form is closed, to follow a colon: "cerró el 02/11/2026.", "abre el 02/12/2026.". */
export const closedReason = (window: SubmissionWindow | undefined) => {
  const label = window?.label ?? 'Esta edición no recibe propuestas de este tipo';
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
};

const sizeFormat = onFirstUse(() => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }));
/** "1,2 MB", "340 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat().format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat().format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
