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
 * What acting on a proposal on someone else's behalf (ADMIN_CONGRESO) tells the people it concerns,
 * in Spanish, saying who did what to which proposal, with a link to it: submitting one in a
 * member's inscription tells that member; changing one, or attaching its full text or final
 * version, tells each author it had then (the ones an edit names anew get their own inclusion
 * notice; one the edit removed is told so). Called inside the change's transaction (the mail is a
 * job of it); nothing is sent when the owner acts on their own proposal.
 */

type Changed = { id: number; title: string; kind: SubmissionType; conferenceId: number; inscriptionId: number; submittedBy: string };
type Author = { email: string; name: string };
/** What was changed: the proposal's data (title, abstract, authors…), its full text, or its final version. */
export type ChangedPart = 'data' | 'fullText' | 'finalVersion';

const partVerbs: Record<ChangedPart, string> = { data: 'modificó los datos', fullText: 'modificó el texto completo', finalVersion: 'cargó la versión final' };
const partSubjects: Record<ChangedPart, string> = { data: 'Se modificó su propuesta', fullText: 'Se modificó su propuesta', finalVersion: 'Se cargó la versión final de su propuesta' };

const proposalHref = (publicUrl: string, p: { id: number; inscriptionId: number }) => `${publicUrl}/dashboard/mis-postulaciones/${p.inscriptionId}/postulacion/${p.id}`;

/** Who acted (their name) and the edition's name, as the e-mails say them. */
async function actorAndEdition(tx: Tx, viewer: Viewer, conferenceId: number) {
  const [actor] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, viewer.id));
  const [edition] = await tx.select({ name: conferences.name }).from(conferences).where(eq(conferences.id, conferenceId));
  return { who: actor ? `${actor.firstName} ${actor.lastName}`.trim() : 'La administración del congreso', editionName: edition?.name ?? '' };
}

/** A proposal ADMIN_CONGRESO submitted in someone's inscription: its owner is told who, what, and where to see it. */
export async function noticeCreationOnBehalf(tx: Tx, services: Services, viewer: Viewer, created: Changed, owner: { email: string; firstName: string }): Promise<void> {
  if (viewer.id === created.submittedBy) return;
  const { who, editionName } = await actorAndEdition(tx, viewer, created.conferenceId);
  const { publicUrl, supportEmail } = services.config;
  await enqueueMail(
    tx,
    personalMail(
      owner,
      'Se presentó una propuesta a su nombre',
      [
        { paragraph: `${who}, de la administración del congreso, presentó a su nombre la propuesta ${submissionTypeLabels[created.kind]} «${created.title}» en su inscripción a ${editionName}. Usted figura como quien la presenta.` },
        { button: { label: 'Ver la propuesta', href: proposalHref(publicUrl, created) } },
        { paragraph: 'Si no la reconoce o tiene dudas, responda a la administración del congreso.' },
      ],
      supportEmail,
    ),
  );
}

export async function noticeChangeOnBehalf(
  tx: Tx,
  services: Services,
  viewer: Viewer,
  changed: Changed,
  o: { part: ChangedPart; ownerEmail: string; authorsBefore: Author[]; authorsAfter: Author[]; fileName?: string },
): Promise<void> {
  if (viewer.id === changed.submittedBy) return;
  const { who, editionName } = await actorAndEdition(tx, viewer, changed.conferenceId);
  const file = o.fileName ? `: el archivo «${o.fileName}»` : '';
  const what = `${partVerbs[o.part]} de su propuesta ${submissionTypeLabels[changed.kind]} «${changed.title}» (${editionName})${file}`;
  const { publicUrl, supportEmail } = services.config;
  const remaining = new Set(o.authorsAfter.map((a) => a.email.toLowerCase()));
  const seen = new Set<string>();
  for (const author of o.authorsBefore) {
    const email = author.email.toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    const isOwner = email === o.ownerEmail.toLowerCase();
    const href = isOwner ? proposalHref(publicUrl, changed) : `${publicUrl}/dashboard/mis-inscripciones`;
    await enqueueMail(tx, changeMail(author, { subject: partSubjects[o.part], who, what, removed: !remaining.has(email), href, isOwner }, supportEmail));
  }
}

function changeMail(author: Author, m: { subject: string; who: string; what: string; removed: boolean; href: string; isOwner: boolean }, supportEmail: string): MailMessage {
  return personalMail(
    { email: author.email, firstName: author.name },
    m.subject,
    [
      { paragraph: `${m.who}, de la administración del congreso, ${m.what}.${m.removed ? ' Con el cambio, usted ya no figura entre sus autores.' : ''}` },
      { button: { label: m.isOwner ? 'Ver la propuesta' : 'Ver mis inscripciones', href: m.href } },
      { paragraph: 'Si tiene dudas sobre el cambio, responda a la administración del congreso.' },
    ],
    supportEmail,
  );
}
