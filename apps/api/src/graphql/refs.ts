// Object types that more than one module's schema names, declared once here so that no module
// imports another module's *.schema.ts (issue 30 §4). The shared people and { id name } types are
// whole here; a type whose fields belong to one module is only declared here (its shape and name)
// and implemented by that module's schema (`Proposal.implement({...})` in proposal-types.schema.ts).
import type { MeShape } from '../modules/accounts/accounts.service';
import type { CatalogueRow } from '../modules/catalogues/catalogues.definitions';
import type { InscriptionCategory } from '../modules/conferences/conferences.service';
import type { membershipPermissions } from '../modules/memberships/memberships.rules';
import type { PaymentView, StatementCharge } from '../modules/payments/payments.service';
import type { ProposalView } from '../modules/proposals/proposals.read';
import { builder } from './builder';
import { namedType } from './named';

/**
 * A user of the portal as a list, a picker or a record shows them. `id` is always the user id, so
 * the client's cache holds one `Person` per user; a name that is not a user (a co-author typed by
 * hand, a panel guest) has a type of its own. `document` is read only where a screen shows it.
 */
export type PersonView = { id: string; firstName: string; lastName: string; email: string; document?: string };

export const Person = builder.objectRef<PersonView>('Person').implement({
  description: 'A user of the portal (id: the user id), as a list, a picker or a record shows them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user id.' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    document: t.string({
      nullable: true,
      description: 'The identity document, read where the screen shows it (treasury, the staff picker); null elsewhere.',
      resolve: (p) => p.document ?? null,
    }),
  }),
});

export const ConferenceRef = namedType('ConferenceRef', 'A conference (edition of the congress), by id and name.');
export const ThematicAreaRef = namedType('ThematicAreaRef', 'A thematic area of a conference, by id and name.');
export const MembershipCategoryRef = namedType('MembershipCategoryRef', 'A membership category, by id and name.');

// Catalogue entries a profile names (implemented here: they are only { id name }).
export const University = namedType('University', 'A university where members studied.');
export const Province = namedType('Province', 'A province (state) of a country.');
export const Career = namedType('Career', 'A university career; the catalogue grows from what members type.');
export const AcademicTitle = namedType('AcademicTitle', 'An academic title; the catalogue grows from what members type.');

// Declared here, implemented by the module named beside each.
/** catalogues.schema.ts */
export const Institution = builder.objectRef<CatalogueRow>('Institution');
/** catalogues.schema.ts */
export const Country = builder.objectRef<CatalogueRow>('Country');
/** conferences.schema.ts */
export const InscriptionCategoryRef = builder.objectRef<InscriptionCategory>('InscriptionCategory');
/** accounts.schema.ts (memberships.schema.ts adds the year's fields) */
export const Membership = builder.objectRef<NonNullable<MeShape['activeMembership']>>('Membership');
/** memberships.schema.ts */
export const MembershipPermissionsRef = builder.objectRef<ReturnType<typeof membershipPermissions>>('MembershipPermissions');
/** proposal-types.schema.ts */
export const Proposal = builder.objectRef<ProposalView>('Proposal');
/** payments.schema.ts */
export const PaymentRef = builder.objectRef<PaymentView>('Payment');
/** payments.schema.ts */
export const PaymentChargeRef = builder.objectRef<PaymentView['charges'][number]>('PaymentCharge');
/** payments.schema.ts */
export const StatementChargeRef = builder.objectRef<StatementCharge>('StatementCharge');
