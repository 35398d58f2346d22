import { and, asc, eq } from 'drizzle-orm';
import { submissionTypeLabels, type SubmissionType } from '@portal/domain/conferences';
import { conferenceRoles, conferences } from '../../db/schema/conferences';
import { panelItems, panels } from '../../db/schema/panels';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { enqueueMail, type MailMessage } from '../../platform/mail';
import { personalMail } from '../../platform/mail-layout';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';

/**
 * What deleting a proposal on someone else's behalf (ADMIN_CONGRESO) tells the people it concerns:
 * a panel row in the audit trail when the proposal sat in a panel, an e-mail to the coordinators of
 * that panel's area (the panel may now be below the edition's minimum), and an e-mail to every
 * author. Called inside the delete's transaction, before the rows go.
 */

type Removed = { id: number; title: string; kind: SubmissionType; conferenceId: number; submittedBy: string };
type Author = { email: string; name: string };

/** The panel a proposal sits in, with its area and how many items it holds now; null when in none. */
export async function panelOfProposal(tx: Tx, proposalId: number) {
  const [row] = await tx
    .select({ id: panels.id, name: panels.name, kind: panels.kind, thematicAreaId: panels.thematicAreaId })
    .from(panelItems)
    .innerJoin(panels, eq(panels.id, panelItems.panelId))
    .where(eq(panelItems.proposalId, proposalId));
  if (!row) return null;
  const items = await tx.select({ proposalId: panelItems.proposalId }).from(panelItems).where(eq(panelItems.panelId, row.id)).orderBy(asc(panelItems.position));
  return { ...row, items: items.map((i) => i.proposalId) };
}

export async function noticeRemoval(tx: Tx, services: Services, viewer: Viewer, removed: Removed, authors: Author[]): Promise<void> {
  if (viewer.id === removed.submittedBy) return;
  const [edition] = await tx.select({ name: conferences.name, min: conferences.panelPapersMin }).from(conferences).where(eq(conferences.id, removed.conferenceId));
  const what = `${submissionTypeLabels[removed.kind]} «${removed.title}» (${edition?.name ?? ''})`;
  const panel = await panelOfProposal(tx, removed.id);
  const { publicUrl, supportEmail } = services.config;
  if (panel) {
    const left = panel.items.filter((id) => id !== removed.id);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'panel.itemRemoved',
      targetType: 'panel',
      targetId: panel.id,
      targetUserId: removed.submittedBy,
      before: { name: panel.name, items: panel.items },
      after: { name: panel.name, items: left, removed: { id: removed.id, title: removed.title } },
    });
    const coordinators = panel.thematicAreaId
      ? await tx
          .select({ email: users.email, firstName: users.firstName })
          .from(conferenceRoles)
          .innerJoin(users, eq(users.id, conferenceRoles.userId))
          .where(and(eq(conferenceRoles.conferenceId, removed.conferenceId), eq(conferenceRoles.role, 'COORDINADOR'), eq(conferenceRoles.thematicAreaId, panel.thematicAreaId)))
      : [];
    const below = edition && left.length < edition.min ? ` Quedó con ${left.length} y el mínimo de la edición es ${edition.min}: agregue otra antes de guardarlo.` : ` Quedó con ${left.length}.`;
    for (const c of coordinators) {
      await enqueueMail(tx, coordinatorMail(c, { what, panelName: panel.name, below, href: `${publicUrl}/dashboard/paneles/${removed.conferenceId}/${panel.kind === 'PANEL_MESA_ESTUDIANTE' ? 'panel-mesa-estudiante' : 'panel-regular'}` }, supportEmail));
    }
  }
  for (const author of authors) await enqueueMail(tx, authorMail(author, { what, panelName: panel?.name ?? null, href: `${publicUrl}/dashboard/mis-inscripciones` }, supportEmail));
}

function coordinatorMail(person: { email: string; firstName: string }, m: { what: string; panelName: string; below: string; href: string }, supportEmail: string): MailMessage {
  return personalMail(
    person,
    `Se eliminó una ponencia del panel «${m.panelName}»`,
    [{ paragraph: `La administración del congreso eliminó la propuesta ${m.what}, que estaba en el panel «${m.panelName}».${m.below}` }, { button: { label: 'Ver los paneles', href: m.href } }],
    supportEmail,
  );
}

function authorMail(author: Author, m: { what: string; panelName: string | null; href: string }, supportEmail: string): MailMessage {
  const where = m.panelName ? ` Estaba en el panel «${m.panelName}», del que ya no forma parte.` : '';
  return personalMail(
    { email: author.email, firstName: author.name },
    'Se eliminó su propuesta',
    [
      { paragraph: `La administración del congreso eliminó su propuesta ${m.what}.${where}` },
      { button: { label: 'Ver mis inscripciones', href: m.href } },
    ],
    supportEmail,
  );
}
