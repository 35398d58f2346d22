import { panelPeople, panels } from '../../db/schema/panels';
import type { SeedContext, Tx } from '../../platform/seed-context';

/**
 * Demo fixed panels of the demo congress, for its ADMIN_CONGRESO (congreso@example.org): an
 * opening plenary whose speakers are an account (the demo member) and two guests typed in, and a
 * closing keynote. The proposals seed already gives every kind's list hundreds of items.
 */
export async function seedFixedPanelsDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const adminId = ctx.accountIds['congreso@example.org'] ?? null;
  const memberId = ctx.accountIds['socio@example.org'] ?? null;
  const [plenary, keynote] = await tx
    .insert(panels)
    .values([
      {
        conferenceId: ctx.conferenceId,
        kind: 'PANEL_FIJO',
        name: 'Plenario inaugural: cuarenta años de democracia',
        description: 'Apertura del congreso con especialistas invitados sobre los desafíos de la democracia argentina.',
        createdBy: adminId,
      },
      {
        conferenceId: ctx.conferenceId,
        kind: 'PANEL_FIJO',
        name: 'Conferencia magistral de cierre',
        description: 'La integración sudamericana en un mundo en transición.',
        createdBy: adminId,
      },
    ])
    .returning({ id: panels.id });
  await tx.insert(panelPeople).values([
    { panelId: plenary.id, role: 'CHAIR', position: 0, name: 'Carla Gómez', email: 'congreso@example.org', userId: adminId, institution: 'Asociación' },
    { panelId: plenary.id, role: 'SPEAKER', position: 0, name: 'Inés Paredes', email: 'ines.paredes@example.org', institution: 'CONICET' },
    { panelId: plenary.id, role: 'SPEAKER', position: 1, name: 'Sofía Martínez', email: 'socio@example.org', userId: memberId, institution: 'Universidad de Buenos Aires' },
    { panelId: plenary.id, role: 'SPEAKER', position: 2, name: 'Guillermo Ortiz', institution: 'Universidad de la República (Uruguay)' },
    { panelId: keynote.id, role: 'CHAIR', position: 0, name: 'Martín Quiroga', institution: 'Universidad Nacional de Córdoba' },
    { panelId: keynote.id, role: 'SPEAKER', position: 0, name: 'Beatriz Salinas', email: 'beatriz.salinas@example.org', institution: 'FLACSO' },
  ]);
}
