import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { panelMemberKindOf, type AreaPanelKind } from '@portal/domain/panels';
import { conferenceThematicAreas } from '../../db/schema/conferences';
import { panelItems, panelPeople, panels } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { inConflictSql } from '../../platform/conflict-of-interest';
import { moveProposal } from '../evaluation/evaluation.service';

/**
 * Demo panels of the demo congress: in each area, one regular panel (4 approved papers) and one
 * student table (3 approved student papers; not in an area whose student papers were all rejected), built by the area's coordinator or ADMIN_CONGRESO
 * through `moveProposal`, so their items are INCLUDE_IN_PANEL with the decision recorded. The
 * rest of each area's approved items stay unpanelled for the suggestions. Where an area has too
 * few approved items, this seed approves pending ones first (APPROVE through `moveProposal`, with
 * a comment saying so) — the evaluation seed owns real decisions; these only make panels possible.
 * It never approves an item withheld from a coordinator of its area (a conflict of interest, as
 * the evaluation seed leaves for coordinador@): those stay PENDING, routed to ADMIN_CONGRESO.
 */

const SIZES: Record<AreaPanelKind, number> = { PANEL_REGULAR: 4, PANEL_MESA_ESTUDIANTE: 3 };
/** Approved items an area keeps beyond its demo panel, so that suggestions have work to show. */
const SPARE = { PANEL_REGULAR: 6, PANEL_MESA_ESTUDIANTE: 3 } as const;
const NAMES: Record<AreaPanelKind, string[]> = {
  PANEL_REGULAR: ['Teoría política contemporánea', 'Integración regional y política exterior', 'Estado y políticas públicas', 'Democracia, partidos y elecciones'],
  PANEL_MESA_ESTUDIANTE: ['Mesa de estudiantes: teoría y derechos', 'Mesa de estudiantes: política exterior', 'Mesa de estudiantes: territorio y participación', 'Mesa de estudiantes: instituciones comparadas'],
};
const COMMENTATORS = ['Marta Quiroga', 'Luis Ferreyra', 'Inés Paredes', 'Jorge Luna'];
const SEED_APPROVAL = 'Aprobada por los datos de demostración para poder armar paneles.';

/** A coordinator of the outer proposal's area authors it or shares an institution with an author. */
const withheldFromCoordinator = sql`exists (select 1 from "conference_roles" as rc
  where rc.conference_id = "proposals"."conference_id" and rc.role = 'COORDINADOR' and rc.thematic_area_id = "proposals"."thematic_area_id"
    and ${inConflictSql(sql.raw('rc.user_id'))})`;

export async function seedPanelsDemo(tx: Tx, ctx: SeedContext): Promise<number> {
  const areaIds = (await tx.select({ id: conferenceThematicAreas.thematicAreaId }).from(conferenceThematicAreas).where(eq(conferenceThematicAreas.conferenceId, ctx.conferenceId)).orderBy(asc(conferenceThematicAreas.thematicAreaId))).map((a) => a.id);
  const actor = ctx.accountIds['congreso@example.org'] ?? null;
  const chair = ctx.accountIds['coordinador@example.org'] ?? null;
  let built = 0;
  for (const [a, thematicAreaId] of areaIds.entries()) {
    for (const kind of ['PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE'] as const) {
      const itemKind = panelMemberKindOf[kind];
      const inArea = and(eq(proposals.conferenceId, ctx.conferenceId), eq(proposals.thematicAreaId, thematicAreaId), eq(proposals.kind, itemKind));
      const approved = await tx.select({ id: proposals.id }).from(proposals).where(and(inArea, eq(proposals.status, 'APPROVED'))).orderBy(asc(proposals.id));
      const wanted = SIZES[kind] + SPARE[kind];
      if (approved.length < wanted) {
        // Never the demo member's own proposals (they stay PENDING for the member to edit), nor a
        // coordinator's conflicts of interest (they stay in the queue, withheld from them).
        const member = ctx.accountIds['socio@example.org'];
        const pending = await tx
          .select({ id: proposals.id })
          .from(proposals)
          .where(and(inArea, eq(proposals.status, 'PENDING'), member ? ne(proposals.submittedBy, member) : undefined, sql`not ${withheldFromCoordinator}`))
          .orderBy(asc(proposals.id))
          .limit(wanted - approved.length);
        for (const p of pending) {
          await moveProposal(tx, { proposalId: p.id, event: 'APPROVE', actorId: actor, comment: SEED_APPROVAL });
          approved.push(p);
        }
      }
      if (approved.length < SIZES[kind]) continue;
      const items = approved.slice(0, SIZES[kind]).map((p) => p.id);
      const [panel] = await tx.insert(panels).values({ conferenceId: ctx.conferenceId, kind, thematicAreaId, name: NAMES[kind][a % 4], createdBy: actor }).returning({ id: panels.id });
      for (const proposalId of items) await moveProposal(tx, { proposalId, event: 'ADD_TO_PANEL', actorId: actor, panelId: panel.id });
      await tx.insert(panelItems).values(items.map((proposalId, position) => ({ panelId: panel.id, proposalId, position })));
      await tx.insert(panelPeople).values([
        ...(chair && a === 0 ? [{ panelId: panel.id, role: 'CHAIR' as const, userId: chair, name: 'Camilo Herrera' }] : [{ panelId: panel.id, role: 'CHAIR' as const, name: COMMENTATORS[(a + 2) % 4] }]),
        { panelId: panel.id, role: 'COMMENTATOR' as const, name: COMMENTATORS[a % 4] },
      ]);
      built++;
    }
  }
  return built;
}

/** The demo panels' item ids (for the seed test). */
export const demoPanelItems = (tx: Tx, conferenceId: number) =>
  tx.select({ proposalId: panelItems.proposalId, status: proposals.status }).from(panelItems).innerJoin(panels, eq(panels.id, panelItems.panelId)).innerJoin(proposals, eq(proposals.id, panelItems.proposalId)).where(and(eq(panels.conferenceId, conferenceId), inArray(panels.kind, ['PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE'])));
