/**
 * The proposal status machine of PRODUCT.md ("Evaluation and statuses"): the statuses and their
 * Spanish labels (spec section 3), grouped states, the allowed transitions, and `applyTransition`,
 * the one function that moves a proposal or refuses the move. Nothing else defines statuses.
 */

/** Presentation types (spec section 3): five kinds people submit, three kinds of panel built from them. */
export const proposalKinds = [
  'PRESENTACION',
  'MESA_ESTUDIANTE',
  'PANEL_CERRADO',
  'GRUPO_INVESTIGACION',
  'LIBRO',
  'PANEL_REGULAR',
  'PANEL_MESA_ESTUDIANTE',
  'PANEL_FIJO',
] as const;
export type ProposalKind = (typeof proposalKinds)[number];

export const proposalKindLabels: Record<ProposalKind, string> = {
  PRESENTACION: 'Ponencia',
  MESA_ESTUDIANTE: 'Ponencia de estudiante',
  PANEL_CERRADO: 'Panel cerrado',
  GRUPO_INVESTIGACION: 'Grupo de investigación',
  LIBRO: 'Libro',
  PANEL_REGULAR: 'Panel regular',
  PANEL_MESA_ESTUDIANTE: 'Mesa de estudiantes',
  PANEL_FIJO: 'Panel fijo',
};

/** Papers: evaluated, then grouped into regular or student-table panels. */
export const panelMemberKinds = ['PRESENTACION', 'MESA_ESTUDIANTE'] as const satisfies readonly ProposalKind[];
/** Submitted whole and scheduled themselves once approved. */
export const selfScheduledKinds = ['PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] as const satisfies readonly ProposalKind[];
/** Built by coordinators or ADMIN_CONGRESO from approved items: not evaluated, only scheduled. */
export const builtPanelKinds = ['PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE', 'PANEL_FIJO'] as const satisfies readonly ProposalKind[];

export const proposalStatuses = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'INCLUDE_IN_PANEL',
  'NOT_INCLUDE_IN_PANEL',
  'INCLUDE_IN_SCHEDULE',
  'NOT_INCLUDE_IN_SCHEDULE',
] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/** Spanish labels (spec section 3). */
export const proposalStatusLabels: Record<ProposalStatus, string> = {
  PENDING: 'PENDIENTE',
  APPROVED: 'APROBADO',
  REJECTED: 'RECHAZADO',
  INCLUDE_IN_SCHEDULE: 'INCLUIDO EN HORARIO',
  NOT_INCLUDE_IN_SCHEDULE: 'NO INCLUIDO EN HORARIO',
  INCLUDE_IN_PANEL: 'INCLUIDO EN PANEL',
  NOT_INCLUDE_IN_PANEL: 'NO INCLUIDO EN PANEL',
};

/** Grouped states, for lists and rules. */
export const proposalStatusGroups = {
  /** Waiting for a decision; the only status in which the owner edits or deletes. */
  pending: ['PENDING'],
  /** Decided (the "evaluadas" lists): approved in any later stage, or rejected. */
  decided: ['APPROVED', 'REJECTED', 'INCLUDE_IN_PANEL', 'NOT_INCLUDE_IN_PANEL', 'INCLUDE_IN_SCHEDULE', 'NOT_INCLUDE_IN_SCHEDULE'],
  /** Approved, in any later stage. */
  accepted: ['APPROVED', 'INCLUDE_IN_PANEL', 'NOT_INCLUDE_IN_PANEL', 'INCLUDE_IN_SCHEDULE', 'NOT_INCLUDE_IN_SCHEDULE'],
  rejected: ['REJECTED'],
  /** Approved and not (or no longer) on the schedule: what `addPanelToHour` may place. */
  unscheduled: ['APPROVED', 'NOT_INCLUDE_IN_SCHEDULE'],
} as const satisfies Record<string, readonly ProposalStatus[]>;
export type ProposalStatusGroup = keyof typeof proposalStatusGroups;

export const isInGroup = (status: ProposalStatus, group: ProposalStatusGroup) => (proposalStatusGroups[group] as readonly ProposalStatus[]).includes(status);

/** The status a new item starts in: submitted items wait for evaluation, built panels are approved. */
export const initialStatus = (kind: ProposalKind): ProposalStatus => ((builtPanelKinds as readonly ProposalKind[]).includes(kind) ? 'APPROVED' : 'PENDING');

export const proposalEvents = [
  'APPROVE',
  'REJECT',
  'REASSIGN_AREA',
  'ADD_TO_PANEL',
  'REMOVE_FROM_PANEL',
  'LEAVE_OUT_OF_PANELS',
  'RETURN_TO_PANELS',
  'SCHEDULE',
  'UNSCHEDULE',
  'REOPEN',
] as const;
export type ProposalEvent = (typeof proposalEvents)[number];

type Transition = { from: readonly ProposalStatus[]; to: ProposalStatus | 'SAME'; kinds: readonly ProposalKind[]; how: string };

const evaluated = [...panelMemberKinds, ...selfScheduledKinds] as const;
const schedulable = [...selfScheduledKinds, ...builtPanelKinds] as const;

/** The table of PRODUCT.md: which event moves which kinds from which statuses to which. */
export const proposalTransitions: Record<ProposalEvent, Transition> = {
  APPROVE: { from: ['PENDING'], to: 'APPROVED', kinds: evaluated, how: 'votePresentation (vote) by a coordinator of the area or ADMIN_CONGRESO' },
  REJECT: { from: ['PENDING'], to: 'REJECTED', kinds: evaluated, how: 'votePresentation (vote) by a coordinator of the area or ADMIN_CONGRESO' },
  REASSIGN_AREA: { from: ['PENDING'], to: 'SAME', kinds: evaluated, how: 'votePresentation with reAsign (another thematic area)' },
  ADD_TO_PANEL: { from: ['APPROVED'], to: 'INCLUDE_IN_PANEL', kinds: panelMemberKinds, how: 'added to a regular or student-table panel' },
  REMOVE_FROM_PANEL: { from: ['INCLUDE_IN_PANEL'], to: 'APPROVED', kinds: panelMemberKinds, how: 'removed from its panel' },
  LEAVE_OUT_OF_PANELS: { from: ['APPROVED'], to: 'NOT_INCLUDE_IN_PANEL', kinds: panelMemberKinds, how: 'a coordinator leaves an approved item out of panels' },
  RETURN_TO_PANELS: { from: ['NOT_INCLUDE_IN_PANEL'], to: 'APPROVED', kinds: panelMemberKinds, how: 'leaving out of panels is reversible' },
  SCHEDULE: { from: proposalStatusGroups.unscheduled, to: 'INCLUDE_IN_SCHEDULE', kinds: schedulable, how: 'addPanelToHour' },
  UNSCHEDULE: { from: ['INCLUDE_IN_SCHEDULE'], to: 'NOT_INCLUDE_IN_SCHEDULE', kinds: schedulable, how: 'clearHour' },
  REOPEN: { from: ['APPROVED', 'REJECTED'], to: 'PENDING', kinds: evaluated, how: 'ADMIN_CONGRESO reopens a decision' },
};

export type TransitionResult = { ok: true; status: ProposalStatus } | { ok: false; error: string };

const eventLabels: Record<ProposalEvent, string> = {
  APPROVE: 'aprobar',
  REJECT: 'rechazar',
  REASSIGN_AREA: 'reasignar a otra área',
  ADD_TO_PANEL: 'incluir en un panel',
  REMOVE_FROM_PANEL: 'quitar del panel',
  LEAVE_OUT_OF_PANELS: 'dejar fuera de los paneles',
  RETURN_TO_PANELS: 'volver a ofrecer para paneles',
  SCHEDULE: 'asignar a un horario',
  UNSCHEDULE: 'quitar del horario',
  REOPEN: 'reabrir la evaluación',
};

/**
 * Applies `event` to an item of `kind` in `status`: the new status, or a Spanish reason why the
 * move is not allowed (callers answer it as CONFLICT).
 */
export function applyTransition(kind: ProposalKind, status: ProposalStatus, event: ProposalEvent): TransitionResult {
  const rule = proposalTransitions[event];
  if (!rule.kinds.includes(kind)) return { ok: false, error: `${proposalKindLabels[kind]}: no se puede ${eventLabels[event]} este tipo de propuesta.` };
  if (!rule.from.includes(status)) {
    return { ok: false, error: `No se puede ${eventLabels[event]}: la propuesta está en estado ${proposalStatusLabels[status]}.` };
  }
  return { ok: true, status: rule.to === 'SAME' ? status : rule.to };
}

/** The events that apply to an item now (for the actions a screen offers). */
export const allowedEvents = (kind: ProposalKind, status: ProposalStatus): ProposalEvent[] =>
  proposalEvents.filter((event) => applyTransition(kind, status, event).ok);
