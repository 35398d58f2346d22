import type { FixedPanelData } from '@portal/domain/fixed-panels';
import type { FixedPanelFieldsFragment } from '../../../gql/graphql';

export type PersonValues = { userId: string; name: string; email: string; institution: string };
export type FixedPanelValues = { name: string; description: string; chair: PersonValues; speakers: PersonValues[] };

export const emptyPanelPerson = (): PersonValues => ({ userId: '', name: '', email: '', institution: '' });

type PersonView = { userId: string | null; name: string; email: string | null; institution: string | null };
const valuesOf = (p: PersonView | null | undefined): PersonValues =>
  p ? { userId: p.userId ?? '', name: p.name, email: p.email ?? '', institution: p.institution ?? '' } : emptyPanelPerson();

/** The form's starting values: the panel being edited, or an empty one with one speaker. */
export const fixedPanelValues = (panel: FixedPanelFieldsFragment | null): FixedPanelValues => ({
  name: panel?.name ?? '',
  description: panel?.description ?? '',
  chair: valuesOf(panel?.chair),
  speakers: panel ? panel.speakers.map(valuesOf) : [emptyPanelPerson()],
});

/** The validated data as the API takes it (empty optional values as null). */
export const fixedPanelInputOf = (data: FixedPanelData) => ({
  name: data.name,
  description: data.description,
  chair: data.chair,
  speakers: data.speakers,
});
