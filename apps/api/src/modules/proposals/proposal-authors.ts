import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
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

/** What the invitation says: who invites, to what, and where to join. */
export type InvitationContext = { proposalTitle: string; kind: SubmissionType; conferenceName: string; inviterName: string; publicUrl: string; supportEmail: string };

/** Spanish invitation of a co-author who has no account yet. */
export function coAuthorInvitationMail(author: { email: string; name: string }, c: InvitationContext) {
  return personalMail(
    { email: author.email, firstName: author.name },
    'Lo incluyeron como coautor/a de una propuesta',
    [
      { paragraph: `${c.inviterName} lo/la incluyó como coautor/a de la propuesta «${c.proposalTitle}» (${submissionTypeLabels[c.kind]}) en el ${c.conferenceName}.` },
      { paragraph: 'Para verla en el portal de la Asociación, cree su cuenta con esta misma dirección de correo electrónico: la propuesta quedará vinculada a su cuenta en cuanto la confirme.' },
      { button: { label: 'Crear mi cuenta', href: `${c.publicUrl}/asociarse` } },
      { paragraph: 'Si no conoce esta propuesta, puede ignorar este mensaje.' },
    ],
    c.supportEmail,
  );
}

/**
 * Replaces the authors of `proposalId` with `authors` (in this order), inside the caller's
 * transaction: links addresses with an account (the owner's always to the owner), keeps the
 * invitation date of addresses already invited, and invites the new ones (one e-mail each).
 */
export async function replaceAuthors(
  tx: Executor,
  proposalId: number,
  authors: { email: string; name: string }[],
  owner: { id: string; email: string },
  invitation: InvitationContext,
): Promise<void> {
  const emails = authors.map((a) => a.email.toLowerCase());
  const [previous, accounts] = await Promise.all([
    tx.select({ email: proposalAuthors.email, invitedAt: proposalAuthors.invitedAt }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, proposalId)),
    tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails)),
  ]);
  const invitedBefore = new Map(previous.map((p) => [p.email, p.invitedAt]));
  const accountOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
  accountOf.set(owner.email.toLowerCase(), owner.id);
  const now = new Date();
  const invite: { email: string; name: string }[] = [];
  const rows = authors.map((a, position) => {
    const email = a.email.toLowerCase();
    const userId = accountOf.get(email) ?? null;
    let invitedAt = invitedBefore.get(email) ?? null;
    if (!userId && !invitedAt) {
      invitedAt = now;
      invite.push({ email, name: a.name });
    }
    return { proposalId, position, email, name: a.name, userId, invitedAt };
  });
  if (previous.length) await tx.delete(proposalAuthors).where(eq(proposalAuthors.proposalId, proposalId));
  await tx.insert(proposalAuthors).values(rows);
  for (const author of invite) await enqueueMail(tx, coAuthorInvitationMail(author, invitation));
}

/** The authors of several proposals, in order: one statement whatever their number. */
export async function authorsOf(db: Executor, proposalIds: number[]): Promise<AuthorRow[]> {
  if (proposalIds.length === 0) return [];
  return db.select().from(proposalAuthors).where(inArray(proposalAuthors.proposalId, proposalIds)).orderBy(asc(proposalAuthors.proposalId), asc(proposalAuthors.position));
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
    .where(and(eq(proposalAuthors.email, email.trim().toLowerCase()), isNull(proposalAuthors.userId)))
    .returning({ id: proposalAuthors.id });
  return linked.length;
}
