import { and, eq } from 'drizzle-orm';
import { submissionTypeLabels, type SubmissionType } from '@portal/domain/conferences';
import { isUuid } from '@portal/domain/input-hygiene';
import { initialStatus } from '@portal/domain/proposal-status';
import { hasFullText, proposalMessages, proposalSchema, proposalServerMessages, submissionWindowLabel } from '@portal/domain/proposals';
import { buenosAiresDay } from '@portal/domain/dates';
import { files } from '../../db/schema/files';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import { badInput, conflict, forbidden, notFound, parseInput } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { removeStoredBytes, setOwnedFiles } from '../files/files.service';
import { throttlesOf } from '../auth/auth.service';
import { noticeChangeOnBehalf, noticeCreationOnBehalf } from './proposal-change-notice';
import { noticeRemoval } from './proposal-removal';
import { answerCoAuthorship, coAuthorMailsNeeded, replaceAuthors } from './proposal-authors';
import {
  factsOf,
  finalVersionOwner,
  getProposal,
  inscriptionFor,
  isWindowOpen,
  loadEdition,
  PROPOSAL_NOT_FOUND,
  proposalOwner,
  type Edition,
  type ProposalRow,
  type ProposalView,
} from './proposals.read';
import { isConferenceAdmin, proposalChangeRefusal, type ProposalFacts } from './proposals.rules';

/**
 * Create, update, delete and attach the full text of the five submitted kinds. Each checks who
 * asks (proposals.rules.ts), validates `data` with the kind's shared zod schema built from the
 * edition's limits, then writes in one transaction that locks the proposal and checks its status
 * again, so a decision or a delete that lands meanwhile wins cleanly.
 */

const MB = 1024 * 1024;
const UNUSABLE_FILE = 'El archivo no existe o no corresponde a este campo. Súbalo nuevamente.';

type Author = { id: string; email: string; name: string; firstName: string };

async function accountOf(db: Executor, userId: string): Promise<Author> {
  const [u] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  if (!u) throw notFound(PROPOSAL_NOT_FOUND);
  return { id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`.trim(), firstName: u.firstName };
}

/** The shared schema's checks, then the edition's: its areas, and the submitter among the authors. */
function parseProposal(kind: SubmissionType, edition: Edition, owner: Author, data: unknown) {
  const input = parseInput(proposalSchema(kind, edition.limits), data);
  if (!edition.areas.some((a) => a.id === input.thematicAreaId)) throw badInput({ thematicAreaId: proposalServerMessages.areaNotInEdition });
  if (!input.authors.some((a) => a.email.toLowerCase() === owner.email.toLowerCase())) throw badInput({ authors: proposalMessages.submitterMissing });
  return input;
}
type ParsedProposal = ReturnType<typeof parseProposal>;

const columnsOf = (input: ParsedProposal) => ({
  thematicAreaId: input.thematicAreaId,
  title: input.title,
  abstract: input.abstract,
  keywords: input.keywords,
  details: input.details as Record<string, unknown>,
});

function windowClosed(kind: SubmissionType, edition: Edition) {
  return conflict('SUBMISSION_WINDOW_CLOSED', proposalServerMessages.windowClosed(submissionTypeLabels[kind], submissionWindowLabel(edition.windows[kind], buenosAiresDay())));
}

function refuse(reason: ReturnType<typeof proposalChangeRefusal>, kind: SubmissionType, edition: Edition) {
  switch (reason) {
    case null:
      return;
    case 'NOT_FOUND':
      throw notFound(PROPOSAL_NOT_FOUND);
    case 'FORBIDDEN':
      throw forbidden('Solo quien presentó la propuesta puede modificarla.');
    case 'DECIDED':
      throw conflict('PROPOSAL_DECIDED', proposalServerMessages.decided);
    case 'WINDOW_CLOSED':
      throw windowClosed(kind, edition);
  }
}

/** A proposal of `kind` the viewer may change, with its edition and owner; refuses as the rules say. */
async function loadForChange(db: Executor, viewer: Viewer, kind: SubmissionType | null, id: unknown) {
  const proposalId = parseIntId(id);
  const [row] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
  if (!row || (kind !== null && row.kind !== kind)) throw notFound(PROPOSAL_NOT_FOUND);
  const [authorIds, edition] = await Promise.all([
    db.select({ userId: proposalAuthors.userId }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, row.id)),
    loadEdition(db, row.conferenceId),
  ]);
  const facts = factsOf(row, authorIds.flatMap((a) => (a.userId ? [a.userId] : [])), edition.windows[row.kind]);
  refuse(proposalChangeRefusal(viewer, facts), row.kind, edition);
  return { row, edition, facts };
}

/**
 * Inside the write's transaction: locks the row and checks again what may have changed since it
 * was read (deleted, decided). ADMIN_CONGRESO acts on any status.
 */
async function lockForChange(tx: Tx, viewer: Viewer, facts: ProposalFacts, edition: Edition, id: number): Promise<ProposalRow> {
  const [locked] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
  if (!locked) throw notFound(PROPOSAL_NOT_FOUND);
  refuse(proposalChangeRefusal(viewer, { ...facts, status: locked.status }), locked.kind, edition);
  return locked;
}

/** The audit entry of ADMIN_CONGRESO acting on someone else's proposal (the owner's own changes are not audited). */
async function auditOnBehalf(tx: Tx, viewer: Viewer, ownerId: string, action: 'proposal.created' | 'proposal.updated' | 'proposal.deleted' | 'proposal.fileAttached', id: number, before: unknown, after: unknown) {
  if (viewer.id === ownerId) return;
  await recordAudit(tx, { actorId: viewer.id, action, targetType: 'proposal', targetId: id, targetUserId: ownerId, before, after });
}

const invitationOf = (services: Services, edition: Edition, kind: SubmissionType, title: string, inviter: Author) => ({
  proposalTitle: title,
  kind,
  conferenceId: edition.id,
  conferenceName: edition.name,
  inviterName: inviter.name,
  publicUrl: services.config.publicUrl,
  supportEmail: services.config.supportEmail,
});

const snapshotOf = (row: ProposalRow, authors: { email: string; name: string }[]) => ({ ...row, authors });

/**
 * Submits a proposal of `kind` in an inscription: the viewer's own, inside the kind's window; or,
 * for ADMIN_CONGRESO of its edition, anyone's at any time (audited, and the owner is e-mailed). The
 * inscription's person is the owner and must be among the authors.
 */
export async function createProposal(services: Services, viewer: Viewer, kind: SubmissionType, data: Record<string, unknown>): Promise<ProposalView> {
  const { db } = services.database;
  const { inscriptionId, ...rest } = data;
  const inscription = await inscriptionFor(db, viewer, inscriptionId, { allowAdmin: true });
  const edition = await loadEdition(db, inscription.conferenceId);
  if (!isConferenceAdmin(viewer, edition.id) && !isWindowOpen(edition.windows[kind])) throw windowClosed(kind, edition);
  const owner = await accountOf(db, inscription.userId);
  const input = parseProposal(kind, edition, owner, rest);
  await throttlesOf(services.database).coAuthorMails(owner.id, await coAuthorMailsNeeded(db, null, input.authors, owner.email));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(proposals)
      .values({ conferenceId: edition.id, inscriptionId: inscription.id, submittedBy: owner.id, kind, status: initialStatus(kind), ...columnsOf(input) })
      .returning();
    await replaceAuthors(tx, row.id, input.authors, owner, invitationOf(services, edition, kind, input.title, owner));
    await auditOnBehalf(tx, viewer, owner.id, 'proposal.created', row.id, null, snapshotOf(row, input.authors));
    await noticeCreationOnBehalf(tx, services, viewer, row, owner);
    return row.id;
  });
  void services.mail.kick();
  return getProposal(db, viewer, id);
}

/** Replaces the data of a proposal of `kind` (owner: PENDING, window open; ADMIN_CONGRESO: always, audited). */
export async function updateProposal(services: Services, viewer: Viewer, kind: SubmissionType, id: unknown, data: unknown): Promise<ProposalView> {
  const { db } = services.database;
  const { row, edition, facts } = await loadForChange(db, viewer, kind, id);
  const owner = await accountOf(db, row.submittedBy);
  const input = parseProposal(kind, edition, owner, data);
  await throttlesOf(services.database).coAuthorMails(owner.id, await coAuthorMailsNeeded(db, row.id, input.authors, owner.email));
  await db.transaction(async (tx) => {
    const before = await lockForChange(tx, viewer, facts, edition, row.id);
    const beforeAuthors = await tx.select({ email: proposalAuthors.email, name: proposalAuthors.name }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, row.id));
    const [after] = await tx.update(proposals).set({ ...columnsOf(input), updatedAt: new Date() }).where(eq(proposals.id, row.id)).returning();
    await replaceAuthors(tx, row.id, input.authors, owner, invitationOf(services, edition, kind, input.title, owner));
    await auditOnBehalf(tx, viewer, owner.id, 'proposal.updated', row.id, snapshotOf(before, beforeAuthors), snapshotOf(after, input.authors));
    await noticeChangeOnBehalf(tx, services, viewer, after, { part: 'data', ownerEmail: owner.email, authorsBefore: beforeAuthors, authorsAfter: input.authors });
  });
  void services.mail.kick();
  return getProposal(db, viewer, row.id);
}

/** Deletes a proposal of `kind` (`kind` null: any, for `deletePonencia`'s callers), its authors, and its file's row and bytes. */
export async function deleteProposal(services: Services, viewer: Viewer, kind: SubmissionType | null, id: unknown): Promise<boolean> {
  const { db } = services.database;
  const { row, edition, facts } = await loadForChange(db, viewer, kind, id);
  const released = await db.transaction(async (tx) => {
    const before = await lockForChange(tx, viewer, facts, edition, row.id);
    const beforeAuthors = await tx.select({ email: proposalAuthors.email, name: proposalAuthors.name }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, row.id));
    await noticeRemoval(tx, services, viewer, row, beforeAuthors);
    const keys = [...(await setOwnedFiles(tx, proposalOwner(row.id), [])), ...(await setOwnedFiles(tx, finalVersionOwner(row.id), []))];
    await tx.delete(proposals).where(eq(proposals.id, row.id));
    await auditOnBehalf(tx, viewer, row.submittedBy, 'proposal.deleted', row.id, snapshotOf(before, beforeAuthors), null);
    return keys;
  });
  void services.mail.kick();
  await removeStoredBytes(services.storage, released);
  return true;
}

/**
 * Makes an uploaded file (purpose PROPOSAL_FULL_TEXT, uploaded by the viewer or the owner, not yet
 * attached elsewhere) the full text of a proposal whose kind has one, within the edition's size
 * limit. The file it replaces loses its row in the transaction and its bytes after it.
 */
export async function attachProposalFile(services: Services, viewer: Viewer, id: unknown, fileId: unknown): Promise<ProposalView> {
  const { db } = services.database;
  const { row, edition, facts } = await loadForChange(db, viewer, null, id);
  if (!hasFullText(row.kind)) throw badInput({ file: proposalServerMessages.noFullText });
  if (typeof fileId !== 'string' || !isUuid(fileId.trim())) throw badInput({ file: UNUSABLE_FILE });
  const [file] = await db.select().from(files).where(eq(files.id, fileId.trim()));
  const mine = file && (file.uploadedBy === viewer.id || file.uploadedBy === row.submittedBy);
  const free = file && (file.attachedType === null || (file.attachedType === 'proposal' && file.attachedId === String(row.id)));
  if (!file || !mine || !free || file.purpose !== 'PROPOSAL_FULL_TEXT') throw badInput({ file: UNUSABLE_FILE });
  if (file.sizeBytes > edition.maxFileMb * MB) throw badInput({ file: proposalServerMessages.fileTooLarge(edition.maxFileMb) });
  const released = await db.transaction(async (tx) => {
    const before = await lockForChange(tx, viewer, facts, edition, row.id);
    const [previous] = await tx
      .select({ id: files.id, name: files.originalName })
      .from(files)
      .where(and(eq(files.attachedType, 'proposal'), eq(files.attachedId, String(row.id))));
    const keys = await setOwnedFiles(tx, proposalOwner(row.id), [{ field: 'file', id: file.id, purpose: 'PROPOSAL_FULL_TEXT' }]);
    await tx.update(proposals).set({ updatedAt: new Date() }).where(eq(proposals.id, row.id));
    await auditOnBehalf(tx, viewer, before.submittedBy, 'proposal.fileAttached', row.id, { file: previous ?? null }, { file: { id: file.id, name: file.originalName } });
    const authors = await tx.select({ email: proposalAuthors.email, name: proposalAuthors.name }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, row.id));
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, before.submittedBy));
    await noticeChangeOnBehalf(tx, services, viewer, before, { part: 'fullText', ownerEmail: owner?.email ?? '', authorsBefore: authors, authorsAfter: authors });
    return keys;
  });
  void services.mail.kick();
  await removeStoredBytes(services.storage, released);
  return getProposal(db, viewer, row.id);
}

/**
 * The viewer answers a co-authorship link of their account (an entry of `myCoAuthorInvitations`):
 * accepting makes it count for conflicts of interest; declining unlinks them. Audited. NOT_FOUND
 * for a link that is not theirs.
 */
export async function answerMyCoAuthorship(services: Services, viewer: Viewer, authorIdArg: unknown, accept: boolean): Promise<boolean> {
  const authorId = parseIntId(authorIdArg, 'authorId');
  await services.database.db.transaction(async (tx) => {
    const answered = await answerCoAuthorship(tx, viewer.id, authorId, accept);
    if (!answered) throw notFound('No se encontró esa invitación de coautoría.');
    await recordAudit(tx, {
      actorId: viewer.id,
      action: accept ? 'proposal.coAuthorship.accepted' : 'proposal.coAuthorship.declined',
      targetType: 'proposal',
      targetId: answered.proposalId,
      targetUserId: viewer.id,
      after: { email: answered.email },
    });
  });
  return true;
}
export { linkInvitedAuthors } from './proposal-authors';
