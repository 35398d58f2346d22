import type { SubmissionType } from '@portal/domain/conferences';
import { academicInfo } from '../../db/schema';
import type { Executor } from '../../platform/db';
import { buildInstitution, buildProposal, buildUser } from '../../test/factories';
import { buildProposalEdition } from '../proposals/proposals.test-support';

/**
 * An edition with two areas, a coordinator of each (and of nothing else), ADMIN_CONGRESO, and
 * `papers` approved papers and student papers in the first area, each by its own author.
 */
export async function buildPanelWorld(db: Executor, o: { papers?: number } = {}) {
  const edition = await buildProposalEdition(db);
  const conferenceId = edition.conference.id;
  const [areaA, areaB] = edition.areas;
  const coordinatorA = await buildUser(db, { roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId, thematicAreaId: areaA.id }] });
  const coordinatorB = await buildUser(db, { roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId, thematicAreaId: areaB.id }] });
  const admin = await buildUser(db, { roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId }] });
  const paper = async (kind: SubmissionType, areaId: number, title: string, keywords?: string[], institutionId?: number) => {
    const author = await buildUser(db);
    if (institutionId) await db.insert(academicInfo).values({ userId: author.id, firstInstitutionId: institutionId });
    return buildProposal(db, { conferenceId, submittedBy: author.id, ownerName: 'Autor 1', thematicAreaId: areaId, kind, status: 'APPROVED', title, details: {}, ...(keywords ? { keywords } : {}) });
  };
  const papers = [];
  const studentPapers = [];
  for (let i = 0; i < (o.papers ?? 6); i++) papers.push(await paper('PRESENTACION', areaA.id, `Ponencia ${i + 1}`));
  for (let i = 0; i < 3; i++) studentPapers.push(await paper('MESA_ESTUDIANTE', areaA.id, `Ponencia de estudiante ${i + 1}`));
  const institution = () => buildInstitution(db);
  return { edition, conferenceId, areaA, areaB, coordinatorA, coordinatorB, admin, papers, studentPapers, paper, institution };
}
