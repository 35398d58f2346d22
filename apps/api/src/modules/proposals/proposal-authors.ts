import { and, eq, inArray, isNull } from 'drizzle-orm';
import { submissionTypeLabels, type SubmissionType } from '@portal/domain/conferences';
import { proposalAuthors } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { enqueueMail } from '../../platform/mail';
import { personalMail } from '../../platform/mail-layout';

/**
 * The authors of a proposal, in order. A co-author's e-mail that belongs to an account is linked
 * to it; any other address is invited once (`invited_at`, an e-mail in the outbox) and linked when
 * someone joins with it (`linkInvitedAuthors`, called by the sign-up's confirmation).
 */

export type AuthorRow = typeof proposalAuthors.$inferSelect;

/** What the notices say: who includes them, in what, and where the congress's inscription page is. */
export type InvitationContext = { proposalTitle: string; kind: SubmissionType; conferenceId: number; conferenceName: string; inviterName: string; publicUrl: string; supportEmail: string };

const included = (c: InvitationContext) =>
  `${c.inviterName} lo/la incluyó como coautor/a de la propuesta «${c.proposalTitle}» (${submissionTypeLabels[c.kind]}) en el ${c.conferenceName}.`;
const congressButton = (c: InvitationContext) => ({ button: { label: 'Ver el congreso', href: `${c.publicUrl}/inscripcion/${c.conferenceId}` } });

/** Spanish invitation of a co-author who has no account yet: join with this address to see it. */
export function coAuthorInvitationMail(author: { email: string; name: string }, c: InvitationContext) {
  return personalMail(
    { email: author.email, firstName: author.name },
    'Lo incluyeron como coautor/a de una propuesta',
    [
      { paragraph: included(c) },
      { paragraph: 'Para verla en el portal de la Asociación, cree su cuenta con esta misma dirección de correo electrónico (desde la página del congreso puede hacerlo e inscribirse): la propuesta quedará vinculada a su cuenta en cuanto la confirme, y en «Coautorías» podrá aceptar o rechazar la coautoría.' },
      congressButton(c),
      { paragraph: 'Si no conoce esta propuesta, puede ignorar este mensaje.' },
    ],
    c.supportEmail,
  );
}

/** Where a person with an account accepts or declines being named co-author (the web app's «Coautorías»). */
export const coAuthorshipsUrl = (publicUrl: string) => `${publicUrl}/dashboard/coautorias`;

/** Spanish notice to a co-author who has an account: accept or decline it in «Coautorías»; where they will find it, read-only. */
export function coAuthorNoticeMail(author: { email: string; firstName: string }, c: InvitationContext) {
  return personalMail(
    author,
    'Lo incluyeron como coautor/a de una propuesta',
    [
      { paragraph: included(c) },
      { paragraph: 'Ingrese al portal para aceptar o rechazar la coautoría. Hasta que la acepte, su coautoría queda sin confirmar; si la rechaza, la propuesta deja de estar vinculada a su cuenta.' },
      { button: { label: 'Aceptar o rechazar', href: coAuthorshipsUrl(c.publicUrl) } },
      { paragraph: 'La verá, sin poder modificarla, en «Mis inscripciones», en las postulaciones de su inscripción a ese congreso. Si todavía no se inscribió, puede hacerlo desde la página del congreso.' },
      congressButton(c),
    ],
    c.supportEmail,
  );
}

/**
 * Replaces the authors of `proposalId` with `authors` (in this order), inside the caller's
 * transaction: links addresses with an account (the owner's always to the owner), keeps the
 * invitation date of addresses already invited, invites the new ones without an account and tells
 * the new ones with an account (one e-mail each, only when first named).
 */
export async function replaceAuthors(
  tx: Executor,
  proposalId: number,
  authors: { email: string; name: string }[],
  owner: { id: string; email: string },
  invitation: InvitationContext,
): Promise<void> {
  const emails = authors.map((a) => a.email.toLowerCase());
  // One after the other: a transaction's statements share one connection.
  const previous = await tx
    .select({ email: proposalAuthors.email, invitedAt: proposalAuthors.invitedAt, userId: proposalAuthors.userId, acceptedAt: proposalAuthors.acceptedAt, declinedAt: proposalAuthors.declinedAt })
    .from(proposalAuthors)
    .where(eq(proposalAuthors.proposalId, proposalId));
  const accounts = await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(inArray(users.email, emails));
  const invitedBefore = new Map(previous.map((p) => [p.email, p.invitedAt]));
  // An acceptance stays with the same address and account; the owner's own row is always accepted.
  const acceptedBefore = new Map(previous.filter((p) => p.acceptedAt && p.userId).map((p) => [`${p.email} ${p.userId}`, p.acceptedAt]));
  const declined = new Map(previous.filter((p) => p.declinedAt).map((p) => [p.email, p.declinedAt]));
  // An address whose person declined stays unlinked on later saves.
  const accountOf = new Map(accounts.filter((a) => !declined.has(a.email.toLowerCase())).map((a) => [a.email.toLowerCase(), a.id]));
  accountOf.set(owner.email.toLowerCase(), owner.id);
  const now = new Date();
  const invite: { email: string; name: string }[] = [];
  // Co-authors with an account hear once, when they are first named (not on every later save).
  const notify = accounts.filter((a) => a.id !== owner.id && !invitedBefore.has(a.email.toLowerCase()));
  const rows = authors.map((a, position) => {
    const email = a.email.toLowerCase();
    const userId = accountOf.get(email) ?? null;
    let invitedAt = invitedBefore.get(email) ?? null;
    if (!userId && !invitedAt && !declined.has(email)) {
      invitedAt = now;
      invite.push({ email, name: a.name });
    }
    const acceptedAt = userId === owner.id ? (acceptedBefore.get(`${email} ${userId}`) ?? now) : userId ? (acceptedBefore.get(`${email} ${userId}`) ?? null) : null;
    return { proposalId, position, email, name: a.name, userId, invitedAt, acceptedAt, declinedAt: declined.get(email) ?? null };
  });
  if (previous.length) await tx.delete(proposalAuthors).where(eq(proposalAuthors.proposalId, proposalId));
  await tx.insert(proposalAuthors).values(rows);
  for (const author of invite) await enqueueMail(tx, coAuthorInvitationMail(author, invitation));
  for (const account of notify) await enqueueMail(tx, coAuthorNoticeMail(account, invitation));
}

/**
 * How many e-mails saving `authors` on `proposalId` (null: a new proposal) would send: one to each
 * co-author not already on it (an invitation, or a notice to an account). Read before the write's
 * transaction, so the throttle is counted first.
 */
export async function coAuthorMailsNeeded(db: Executor, proposalId: number | null, authors: { email: string }[], ownerEmail: string): Promise<number> {
  const emails = [...new Set(authors.map((a) => a.email.toLowerCase()))].filter((e) => e !== ownerEmail.toLowerCase());
  if (emails.length === 0) return 0;
  const present = proposalId === null ? [] : await db.select({ email: proposalAuthors.email }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, proposalId));
  const known = new Set(present.map((r) => r.email.toLowerCase()));
  return emails.filter((e) => !known.has(e)).length;
}

/**
 * Links the author rows that name `email` and no account yet to `userId`. Called inside the
 * transaction that creates the account with that address (memberships/signup.service.ts), so a
 * co-author invited before they joined finds the proposals in their lists at once.
 */
export async function linkInvitedAuthors(tx: Executor, userId: string, email: string): Promise<number> {
  const linked = await tx
    .update(proposalAuthors)
    .set({ userId })
    .where(and(eq(proposalAuthors.email, email.trim().toLowerCase()), isNull(proposalAuthors.userId), isNull(proposalAuthors.declinedAt)))
    .returning({ id: proposalAuthors.id });
  return linked.length;
}

/**
 * The co-author's answer to being linked to a proposal: accepting makes the link count (for
 * conflicts of interest, and as "linked" to the other authors); declining removes the link (the
 * row keeps the name and address the submitter typed, as for a person without an account, and a
 * later save of the proposal does not link it again). Only the linked person answers, and the
 * submitter has nothing to answer. Answers the proposal id, or null when there is no such link.
 */
export async function answerCoAuthorship(tx: Executor, userId: string, authorId: number, accept: boolean): Promise<{ proposalId: number; email: string } | null> {
  const [row] = await tx
    .select({ proposalId: proposalAuthors.proposalId, email: proposalAuthors.email, acceptedAt: proposalAuthors.acceptedAt })
    .from(proposalAuthors)
    .where(and(eq(proposalAuthors.id, authorId), eq(proposalAuthors.userId, userId)))
    .for('update');
  if (!row) return null;
  if (accept) await tx.update(proposalAuthors).set({ acceptedAt: row.acceptedAt ?? new Date() }).where(eq(proposalAuthors.id, authorId));
  else await tx.update(proposalAuthors).set({ userId: null, acceptedAt: null, declinedAt: new Date() }).where(eq(proposalAuthors.id, authorId));
  return { proposalId: row.proposalId, email: row.email };
}
