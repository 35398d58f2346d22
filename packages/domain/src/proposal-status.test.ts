import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  applyTransition,
  builtPanelKinds,
  initialStatus,
  isInGroup,
  panelMemberKinds,
  proposalEvents,
  proposalKinds,
  proposalStatusLabels,
  proposalStatuses,
  selfScheduledKinds,
  type ProposalKind,
  type ProposalStatus,
} from './proposal-status';

/** Written out from PRODUCT.md, independently of the table: the statuses each kind may ever be in. */
const reachableByKind: Record<'papers' | 'wholes' | 'built', ProposalStatus[]> = {
  papers: ['PENDING', 'APPROVED', 'REJECTED', 'INCLUDE_IN_PANEL', 'NOT_INCLUDE_IN_PANEL'],
  wholes: ['PENDING', 'APPROVED', 'REJECTED', 'INCLUDE_IN_SCHEDULE', 'NOT_INCLUDE_IN_SCHEDULE'],
  built: ['APPROVED', 'INCLUDE_IN_SCHEDULE', 'NOT_INCLUDE_IN_SCHEDULE'],
};
const familyOf = (kind: ProposalKind) =>
  (panelMemberKinds as readonly string[]).includes(kind) ? 'papers' : (selfScheduledKinds as readonly string[]).includes(kind) ? 'wholes' : 'built';

/** The allowed (from, event) → to moves of PRODUCT.md for an evaluated paper and a closed panel. */
const PAPER: [ProposalStatus, string, ProposalStatus][] = [
  ['PENDING', 'APPROVE', 'APPROVED'],
  ['PENDING', 'REJECT', 'REJECTED'],
  ['PENDING', 'REASSIGN_AREA', 'PENDING'],
  ['APPROVED', 'ADD_TO_PANEL', 'INCLUDE_IN_PANEL'],
  ['INCLUDE_IN_PANEL', 'REMOVE_FROM_PANEL', 'APPROVED'],
  ['APPROVED', 'LEAVE_OUT_OF_PANELS', 'NOT_INCLUDE_IN_PANEL'],
  ['NOT_INCLUDE_IN_PANEL', 'RETURN_TO_PANELS', 'APPROVED'],
  ['APPROVED', 'REOPEN', 'PENDING'],
  ['REJECTED', 'REOPEN', 'PENDING'],
];
const CLOSED_PANEL: [ProposalStatus, string, ProposalStatus][] = [
  ['PENDING', 'APPROVE', 'APPROVED'],
  ['PENDING', 'REJECT', 'REJECTED'],
  ['PENDING', 'REASSIGN_AREA', 'PENDING'],
  ['APPROVED', 'SCHEDULE', 'INCLUDE_IN_SCHEDULE'],
  ['NOT_INCLUDE_IN_SCHEDULE', 'SCHEDULE', 'INCLUDE_IN_SCHEDULE'],
  ['INCLUDE_IN_SCHEDULE', 'UNSCHEDULE', 'NOT_INCLUDE_IN_SCHEDULE'],
  ['APPROVED', 'REOPEN', 'PENDING'],
  ['REJECTED', 'REOPEN', 'PENDING'],
];

function allowedMoves(kind: ProposalKind) {
  const moves: string[] = [];
  for (const from of proposalStatuses) {
    for (const event of proposalEvents) {
      const r = applyTransition(kind, from, event);
      if (r.ok) moves.push(`${from} ${event} ${r.status}`);
    }
  }
  return moves.sort();
}

describe('proposal status machine: the table', () => {
  it('a paper (and a student paper) moves exactly as PRODUCT.md says, and nothing else', () => {
    const expected = PAPER.map((m) => m.join(' ')).sort();
    expect(allowedMoves('PRESENTACION')).toEqual(expected);
    expect(allowedMoves('MESA_ESTUDIANTE')).toEqual(expected);
  });

  it('closed panels, research groups and books are scheduled themselves once approved', () => {
    const expected = CLOSED_PANEL.map((m) => m.join(' ')).sort();
    for (const kind of selfScheduledKinds) expect(allowedMoves(kind)).toEqual(expected);
  });

  it('built panels start approved and only go on and off the schedule', () => {
    for (const kind of builtPanelKinds) {
      expect(initialStatus(kind)).toBe('APPROVED');
      expect(allowedMoves(kind)).toEqual(
        ['APPROVED SCHEDULE INCLUDE_IN_SCHEDULE', 'INCLUDE_IN_SCHEDULE UNSCHEDULE NOT_INCLUDE_IN_SCHEDULE', 'NOT_INCLUDE_IN_SCHEDULE SCHEDULE INCLUDE_IN_SCHEDULE'].sort(),
      );
    }
    expect(initialStatus('PRESENTACION')).toBe('PENDING');
  });

  it('refuses with a Spanish reason', () => {
    expect(applyTransition('PRESENTACION', 'REJECTED', 'ADD_TO_PANEL')).toEqual({ ok: false, error: 'No se puede incluir en un panel: la propuesta está en estado RECHAZADO.' });
    expect(applyTransition('PRESENTACION', 'APPROVED', 'SCHEDULE')).toEqual({ ok: false, error: 'Ponencia: no se puede asignar a un horario este tipo de propuesta.' });
    expect(applyTransition('LIBRO', 'APPROVED', 'APPROVE').ok).toBe(false);
  });

  it('labels every status in Spanish (spec section 3) and groups them', () => {
    expect(proposalStatusLabels).toEqual({
      PENDING: 'PENDIENTE',
      APPROVED: 'APROBADO',
      REJECTED: 'RECHAZADO',
      INCLUDE_IN_SCHEDULE: 'INCLUIDO EN HORARIO',
      NOT_INCLUDE_IN_SCHEDULE: 'NO INCLUIDO EN HORARIO',
      INCLUDE_IN_PANEL: 'INCLUIDO EN PANEL',
      NOT_INCLUDE_IN_PANEL: 'NO INCLUIDO EN PANEL',
    });
    expect(isInGroup('PENDING', 'pending')).toBe(true);
    expect(proposalStatuses.filter((s) => isInGroup(s, 'decided'))).toHaveLength(6);
    expect(isInGroup('REJECTED', 'accepted')).toBe(false);
    expect(allowedEvents('PRESENTACION', 'PENDING')).toEqual(['APPROVE', 'REJECT', 'REASSIGN_AREA']);
  });
});

describe('proposal status machine: random sequences', () => {
  it('never reach a status the table does not allow for the kind, and only move along the table', () => {
    fc.assert(
      fc.property(fc.constantFrom(...proposalKinds), fc.array(fc.constantFrom(...proposalEvents), { maxLength: 60 }), (kind, events) => {
        const allowed = reachableByKind[familyOf(kind)];
        let status = initialStatus(kind);
        let approvedSinceReopen = status === 'APPROVED';
        for (const event of events) {
          const result = applyTransition(kind, status, event);
          if (!result.ok) continue;
          const next = result.status;
          // Every accepted move is one of the declared moves.
          expect(allowedMoves(kind)).toContain(`${status} ${event} ${next}`);
          if (event === 'APPROVE') approvedSinceReopen = true;
          if (event === 'REOPEN') approvedSinceReopen = false;
          status = next;
          expect(allowed).toContain(status);
          // Nothing reaches a panel or the schedule without an approval since the last reopening.
          if (isInGroup(status, 'accepted')) expect(approvedSinceReopen).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a refused move leaves the status as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...proposalKinds), fc.constantFrom(...proposalStatuses), fc.constantFrom(...proposalEvents), (kind, status, event) => {
        const result = applyTransition(kind, status, event);
        if (!result.ok) expect(result.error.length).toBeGreaterThan(10);
        else expect(proposalStatuses).toContain(result.status);
      }),
    );
  });
});
