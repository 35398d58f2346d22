import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/viewer';
import {
  canDeleteProposal,
  canEditProposal,
  canReadProposal,
  canUploadFinalVersion,
  canUploadProposalFile,
  finalVersionRefusal,
  proposalChangeRefusal,
  proposalPermissions,
  proposalViewerRole,
  type ProposalFacts,
} from './proposals.rules';

const viewer = (id: string, conferenceRoles: Viewer['conferenceRoles'] = []): Viewer => ({ id, sessionId: 's', email: `${id}@example.org`, roles: ['USER'], conferenceRoles });
const facts = (o: Partial<ProposalFacts> = {}): ProposalFacts => ({
  conferenceId: 7,
  thematicAreaId: 3,
  kind: 'PRESENTACION',
  status: 'PENDING',
  submittedBy: 'owner',
  authorUserIds: ['owner', 'coauthor'],
  windowOpen: true,
  ...o,
});

const owner = viewer('owner');
const coAuthor = viewer('coauthor');
const stranger = viewer('stranger');
const coordinator = viewer('coord', [{ conferenceId: 7, role: 'COORDINADOR', thematicAreaId: 3 }]);
const otherAreaCoordinator = viewer('coord2', [{ conferenceId: 7, role: 'COORDINADOR', thematicAreaId: 4 }]);
const admin = viewer('admin', [{ conferenceId: 7, role: 'ADMIN_CONGRESO', thematicAreaId: null }]);
const otherAdmin = viewer('admin2', [{ conferenceId: 8, role: 'ADMIN_CONGRESO', thematicAreaId: null }]);
const judge = viewer('judge', [{ conferenceId: 7, role: 'JUEZ', thematicAreaId: null }]);

describe('proposal rules', () => {
  it('lets authors, coordinators of its area and ADMIN_CONGRESO of its edition read it, and nobody else', () => {
    for (const v of [owner, coAuthor, coordinator, admin]) expect(canReadProposal(v, facts()), v.id).toBe(true);
    for (const v of [stranger, otherAreaCoordinator, otherAdmin, judge, null]) expect(canReadProposal(v, facts()), v?.id ?? 'anonymous').toBe(false);
    // The owner reads it even if their author row lost its link.
    expect(canReadProposal(owner, facts({ authorUserIds: [] }))).toBe(true);
  });

  it('lets the owner change it only while PENDING and inside the window; ADMIN_CONGRESO always', () => {
    expect(canEditProposal(owner, facts())).toBe(true);
    expect(canEditProposal(owner, facts({ status: 'APPROVED' }))).toBe(false);
    expect(canEditProposal(owner, facts({ status: 'REJECTED' }))).toBe(false);
    expect(canEditProposal(owner, facts({ windowOpen: false }))).toBe(false);
    for (const v of [coAuthor, coordinator, stranger, otherAdmin, judge, null]) expect(canEditProposal(v, facts()), v?.id ?? 'anonymous').toBe(false);
    expect(canEditProposal(admin, facts({ status: 'INCLUDE_IN_SCHEDULE', windowOpen: false }))).toBe(true);
    expect(canDeleteProposal(owner, facts())).toBe(true);
    expect(canDeleteProposal(coAuthor, facts())).toBe(false);
  });

  it('offers uploads only for kinds with a full text', () => {
    expect(canUploadProposalFile(owner, facts())).toBe(true);
    expect(canUploadProposalFile(owner, facts({ kind: 'LIBRO' }))).toBe(false);
    expect(canUploadProposalFile(admin, facts({ kind: 'LIBRO' }))).toBe(false);
    expect(canUploadProposalFile(owner, facts({ kind: 'PANEL_CERRADO', status: 'APPROVED' }))).toBe(false);
    expect(proposalPermissions(owner, facts({ kind: 'GRUPO_INVESTIGACION' }))).toEqual({ canEdit: true, canDelete: true, canUpload: true, canUploadFinalVersion: false });
    expect(proposalPermissions(coAuthor, facts())).toEqual({ canEdit: false, canDelete: false, canUpload: false, canUploadFinalVersion: false });
  });

  it('takes a final version of an accepted item with a text: its owner inside the window, ADMIN_CONGRESO always', () => {
    const accepted = (o: Partial<ProposalFacts> = {}) => facts({ status: 'INCLUDE_IN_PANEL', windowOpen: false, finalVersionOpen: true, ...o });
    expect(canUploadFinalVersion(owner, accepted())).toBe(true);
    expect(canUploadFinalVersion(owner, accepted({ finalVersionOpen: false }))).toBe(false);
    expect(canUploadFinalVersion(owner, accepted({ finalVersionOpen: undefined }))).toBe(false);
    expect(canUploadFinalVersion(admin, accepted({ finalVersionOpen: false }))).toBe(true);
    expect(canUploadFinalVersion(coAuthor, accepted())).toBe(false);
    expect(finalVersionRefusal(owner, accepted({ status: 'PENDING' }))).toBe('NOT_ACCEPTED');
    expect(finalVersionRefusal(owner, accepted({ status: 'REJECTED' }))).toBe('NOT_ACCEPTED');
    expect(finalVersionRefusal(owner, accepted({ kind: 'LIBRO' }))).toBe('NO_FULL_TEXT');
    expect(finalVersionRefusal(coAuthor, accepted())).toBe('FORBIDDEN');
    expect(finalVersionRefusal(owner, accepted({ finalVersionOpen: false }))).toBe('WINDOW_CLOSED');
    expect(finalVersionRefusal(owner, accepted())).toBeNull();
  });

  it('names the viewer\'s role and why a change is refused', () => {
    expect(proposalViewerRole(owner, facts())).toBe('OWNER');
    expect(proposalViewerRole(coAuthor, facts())).toBe('COAUTHOR');
    expect(proposalViewerRole(coordinator, facts())).toBe('STAFF');
    expect(proposalViewerRole(admin, facts())).toBe('STAFF');
    expect(proposalChangeRefusal(owner, facts())).toBeNull();
    expect(proposalChangeRefusal(admin, facts({ status: 'APPROVED' }))).toBeNull();
    expect(proposalChangeRefusal(stranger, facts())).toBe('NOT_FOUND');
    expect(proposalChangeRefusal(null, facts())).toBe('NOT_FOUND');
    expect(proposalChangeRefusal(coAuthor, facts())).toBe('FORBIDDEN');
    expect(proposalChangeRefusal(coordinator, facts())).toBe('FORBIDDEN');
    expect(proposalChangeRefusal(owner, facts({ status: 'APPROVED', windowOpen: false }))).toBe('DECIDED');
    expect(proposalChangeRefusal(owner, facts({ windowOpen: false }))).toBe('WINDOW_CLOSED');
  });
});
