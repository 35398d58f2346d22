import type { SubmissionType } from '@portal/domain/conferences';
import type { ProposalLimits } from '@portal/domain/proposals';
import type { ProposalFieldsFragment } from '../../gql/graphql';

export type PersonValue = { name: string; email: string };
export type PanelPaperValue = { title: string; abstract: string; authors: PersonValue[] };

/**
 * What the proposal form holds. `details` carries the fields of every kind; the kind's schema
 * keeps its own and drops the rest, so one form serves the five kinds.
 */
export type ProposalFormValues = {
  thematicAreaId: string;
  title: string;
  abstract: string;
  keywords: string[];
  authors: PersonValue[];
  details: {
    studentCareer: string;
    studentInstitution: string;
    rationale: string;
    chair: PersonValue;
    commentator: PersonValue;
    papers: PanelPaperValue[];
    groupName: string;
    institution: string;
    director: string;
    members: string[];
    bookAuthors: string;
    publisher: string;
    year: string;
    isbn: string;
    presenters: string;
  };
};

export const emptyPerson = (): PersonValue => ({ name: '', email: '' });
export const emptyPaper = (): PanelPaperValue => ({ title: '', abstract: '', authors: [emptyPerson()] });

type Proposal = ProposalFieldsFragment;
type Details = NonNullable<Proposal['details']>;
const detailsOf = <T extends Details['__typename']>(p: Proposal | null, typename: T) =>
  p?.details?.__typename === typename ? (p.details as Extract<Details, { __typename: T }>) : null;

/** The form's starting values: the proposal being edited, or an empty one with the submitter as first author. */
export function initialValues(kind: SubmissionType, limits: ProposalLimits, submitter: PersonValue, proposal: Proposal | null): ProposalFormValues {
  const student = detailsOf(proposal, 'StudentPaperDetails');
  const panel = detailsOf(proposal, 'ClosedPanelDetails');
  const group = detailsOf(proposal, 'ResearchGroupDetails');
  const book = detailsOf(proposal, 'BookDetails');
  const person = (p: { name: string; email?: string | null } | null | undefined): PersonValue => ({ name: p?.name ?? '', email: p?.email ?? '' });
  return {
    thematicAreaId: proposal?.thematicArea.id ?? '',
    title: proposal?.title ?? '',
    abstract: proposal?.abstract ?? '',
    keywords: proposal?.keywords ?? [],
    authors: proposal ? [...proposal.authors].sort((a, b) => a.position - b.position).map((a) => ({ name: a.name, email: a.email })) : [{ ...submitter }],
    details: {
      studentCareer: student?.studentCareer ?? '',
      studentInstitution: student?.studentInstitution ?? '',
      rationale: panel?.rationale ?? '',
      chair: person(panel?.chair),
      commentator: person(panel?.commentator),
      papers: panel
        ? panel.papers.map((p) => ({ title: p.title, abstract: p.abstract, authors: p.authors.map(person) }))
        : kind === 'PANEL_CERRADO'
          ? Array.from({ length: limits.panelPapersMin }, emptyPaper)
          : [],
      groupName: group?.groupName ?? '',
      institution: group?.institution ?? '',
      director: group?.director ?? '',
      members: group?.members ?? [],
      bookAuthors: book?.bookAuthors ?? '',
      publisher: book?.publisher ?? '',
      year: book ? String(book.year) : '',
      isbn: book?.isbn ?? '',
      presenters: book?.presenters ?? '',
    },
  };
}
