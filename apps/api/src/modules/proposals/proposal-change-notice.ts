import { eq } from 'drizzle-orm';
import { submissionTypeLabels, type SubmissionType } from '@portal/domain/conferences';
import { conferences } from '../../db/schema/conferences';
import { users } from '../../db/schema/users';
import type { Tx } from '../../platform/db';
import { enqueueMail, type MailMessage } from '../../platform/mail';
import { personalMail } from '../../platform/mail-layout';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';

/**
 * What changing a proposal on someone else's behalf (ADMIN_CONGRESO) tells its authors: one e-mail
 * each, in Spanish, saying who changed what of which proposal, with a link to it. Sent to the
 * authors it had when it was changed (the ones an edit names anew get their own inclusion notice);
 * one the edit removed is told so. Called inside the change's transaction (the mail is a job of it).
 */

type Changed = { id: number; title: string; kind: SubmissionType; conferenceId: number; inscriptionId: number; submittedBy: string };
type Author = { email: string; name: string };
/** What was changed: the proposal's data (title, abstract, authors…) or its full text. */
export type ChangedPart = 'data' | 'fullText';

const partLabels: Record<ChangedPart, string> = { data: 'los datos', fullText: 'el texto completo' };

export async function noticeChangeOnBehalf(
  tx: Tx,
  services: Services,
  viewer: Viewer,
  changed: Changed,
  o: { part: ChangedPart; ownerEmail: string; authorsBefore: Author[]; authorsAfter: Author[] },
): Promise<void> {
  if (viewer.id === changed.submittedBy) return;
  const [actor] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, viewer.id));
  const [edition] = await tx.select({ name: conferences.name }).from(conferences).where(eq(conferences.id, changed.conferenceId));
  const who = actor ? `${actor.firstName} ${actor.lastName}`.trim() : 'La administración del congreso';
  const what = `${partLabels[o.part]} de su propuesta ${submissionTypeLabels[changed.kind]} «${changed.title}» (${edition?.name ?? ''})`;
  const { publicUrl, supportEmail } = services.config;
  const remaining = new Set(o.authorsAfter.map((a) => a.email.toLowerCase()));
  const seen = new Set<string>();
  for (const author of o.authorsBefore) {
    const email = author.email.toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    const isOwner = email === o.ownerEmail.toLowerCase();
    const href = isOwner ? `${publicUrl}/dashboard/mis-postulaciones/${changed.inscriptionId}/postulacion/${changed.id}` : `${publicUrl}/dashboard/mis-inscripciones`;
    await enqueueMail(tx, changeMail(author, { who, what, removed: !remaining.has(email), href, isOwner }, supportEmail));
  }
}

function changeMail(author: Author, m: { who: string; what: string; removed: boolean; href: string; isOwner: boolean }, supportEmail: string): MailMessage {
  return personalMail(
    { email: author.email, firstName: author.name },
    'Se modificó su propuesta',
    [
      { paragraph: `${m.who}, de la administración del congreso, modificó ${m.what}.${m.removed ? ' Con el cambio, usted ya no figura entre sus autores.' : ''}` },
      { button: { label: m.isOwner ? 'Ver la propuesta' : 'Ver mis inscripciones', href: m.href } },
      { paragraph: 'Si tiene dudas sobre el cambio, responda a la administración del congreso.' },
    ],
    supportEmail,
  );
}
