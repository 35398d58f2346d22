import { and, eq } from 'drizzle-orm';
import { buenosAiresDay } from '@portal/domain/dates';
import { finalVersionMessages, finalVersionPhase, finalVersionWindowLabel, finalVersionWindowOf } from '@portal/domain/final-version';
import { isUuid } from '@portal/domain/input-hygiene';
import { conferences } from '../../db/schema/conferences';
import { files } from '../../db/schema/files';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import { badInput, conflict, forbidden, notFound } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { removeStoredBytes, setOwnedFiles } from '../files/files.service';
import { noticeChangeOnBehalf } from './proposal-change-notice';
import { factsOf, finalVersionOwner, FINAL_VERSION_OWNER, getProposal, PROPOSAL_NOT_FOUND, type ProposalView } from './proposals.read';
import { finalVersionRefusal, type ProposalFacts } from './proposals.rules';

/**
 * The «versión final» of an accepted item (PRODUCT.md "Proposals"): inside the edition's window,
 * the item's owner uploads (uploadFile, purpose PROPOSAL_FULL_TEXT) and attaches its final text;
 * ADMIN_CONGRESO of the edition at any time. It is owned by `('proposalFinal', id)`, apart from the
 * evaluated full text, which stays as it was. One current final version: the one it replaces loses
 * its row in the transaction and its bytes after it. Every attach is audited; one made on the
 * owner's behalf is e-mailed to every author in its transaction.
 */

const MB = 1024 * 1024;
const UNUSABLE_FILE = 'El archivo no existe o no corresponde a este campo. Súbalo nuevamente.';

type Window = ReturnType<typeof finalVersionWindowOf>;

function refuse(reason: ReturnType<typeof finalVersionRefusal>, window: Window) {
  switch (reason) {
    case null:
      return;
    case 'NOT_FOUND':
      throw notFound(PROPOSAL_NOT_FOUND);
    case 'NO_FULL_TEXT':
      throw badInput({ file: finalVersionMessages.noFullText });
    case 'FORBIDDEN':
      throw forbidden(finalVersionMessages.notOwner);
    case 'NOT_ACCEPTED':
      throw conflict('PROPOSAL_NOT_ACCEPTED', finalVersionMessages.notAccepted);
    case 'WINDOW_CLOSED':
      throw conflict('FINAL_VERSION_CLOSED', finalVersionMessages.windowClosed(finalVersionWindowLabel(window, buenosAiresDay())));
  }
}

/** Makes an uploaded file the final version of an accepted proposal, replacing the previous one. */
export async function attachProposalFinalVersion(services: Services, viewer: Viewer, id: unknown, fileId: unknown): Promise<ProposalView> {
  const { db } = services.database;
  const proposalId = parseIntId(id);
  const [found] = await db
    .select({ p: proposals, maxFileMb: conferences.maxFileMb, opensOn: conferences.finalVersionOpensOn, closesOn: conferences.finalVersionClosesOn })
    .from(proposals)
    .innerJoin(conferences, eq(conferences.id, proposals.conferenceId))
    .where(eq(proposals.id, proposalId));
  if (!found) throw notFound(PROPOSAL_NOT_FOUND);
  const { p: row, maxFileMb } = found;
  const window = finalVersionWindowOf(found.opensOn, found.closesOn);
  const authorIds = await db.select({ userId: proposalAuthors.userId }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, row.id));
  const factsFor = (status: ProposalFacts['status']): ProposalFacts => ({
    ...factsOf(row, authorIds.flatMap((a) => (a.userId ? [a.userId] : [])), undefined),
    status,
    finalVersionOpen: finalVersionPhase(window, buenosAiresDay()) === 'OPEN',
  });
  refuse(finalVersionRefusal(viewer, factsFor(row.status)), window);
  if (typeof fileId !== 'string' || !isUuid(fileId.trim())) throw badInput({ file: UNUSABLE_FILE });
  const [file] = await db.select().from(files).where(eq(files.id, fileId.trim()));
  const mine = file && (file.uploadedBy === viewer.id || file.uploadedBy === row.submittedBy);
  const free = file && (file.attachedType === null || (file.attachedType === FINAL_VERSION_OWNER && file.attachedId === String(row.id)));
  if (!file || !mine || !free || file.purpose !== 'PROPOSAL_FULL_TEXT') throw badInput({ file: UNUSABLE_FILE });
  if (file.sizeBytes > maxFileMb * MB) throw badInput({ file: `El archivo supera el tamaño máximo de ${maxFileMb} MB de este congreso.` });
  const released = await db.transaction(async (tx) => {
    // A decision (reopened, rejected) that lands meanwhile wins: the status is checked again under the lock.
    const [locked] = await tx.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, row.id)).for('update');
    if (!locked) throw notFound(PROPOSAL_NOT_FOUND);
    refuse(finalVersionRefusal(viewer, factsFor(locked.status)), window);
    const owner = finalVersionOwner(row.id);
    const [previous] = await tx
      .select({ id: files.id, name: files.originalName })
      .from(files)
      .where(and(eq(files.attachedType, owner.type), eq(files.attachedId, String(row.id))));
    const keys = await setOwnedFiles(tx, owner, [{ field: 'file', id: file.id, purpose: 'PROPOSAL_FULL_TEXT' }]);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'proposal.finalVersionAttached',
      targetType: 'proposal',
      targetId: row.id,
      targetUserId: row.submittedBy,
      before: { finalVersion: previous ?? null },
      after: { finalVersion: { id: file.id, name: file.originalName } },
    });
    if (viewer.id !== row.submittedBy) {
      const authors = await tx.select({ email: proposalAuthors.email, name: proposalAuthors.name }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, row.id));
      const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.submittedBy));
      await noticeChangeOnBehalf(tx, services, viewer, row, { part: 'finalVersion', ownerEmail: owner?.email ?? '', authorsBefore: authors, authorsAfter: authors, fileName: file.originalName });
    }
    return keys;
  });
  void services.mail.kick();
  await removeStoredBytes(services.storage, released);
  return getProposal(db, viewer, row.id);
}
