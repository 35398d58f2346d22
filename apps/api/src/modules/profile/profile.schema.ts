import { accountFields } from '../../graphql/account-fields';
import { pendingEmailOf } from '../accounts/email-change.service';
import { builder } from '../../graphql/builder';
import { AcademicTitle, Career, Country, Institution, Province, University } from '../../graphql/refs';
import { getProfile, getUserProfile, type AcademicView, type AccountView, type ContactView, type PersonalView, type ProfessionalView, type ProfileView } from './profile.read';
import {
  updateMyAcademicInfo,
  updateMyAccount,
  updateMyPersonalInfo,
  updateMyProfessionalInfo,
  updateUserAcademicInfo,
  updateUserPersonalInfo,
  updateUserProfessionalInfo,
} from './profile.service';

/** SYSADMIN or ADMIN (who manage users); the service checks the rule again. */
const userAdmins = { role: 'SYSADMIN', $any: { role: 'ADMIN' } } as const;

const Account = builder.objectRef<AccountView>('Account').implement({
  description: "The person's account data.",
  fields: (t) => ({
    ...accountFields(t),
    pendingEmail: t.string({
      nullable: true,
      description: 'A new e-mail waiting for its confirmation link to be followed (24 h); null when none.',
      resolve: (a, _args, ctx) => pendingEmailOf(ctx.database.db, a.id),
    }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/** Where a person can be reached, shared by the personal and the professional sections. */
function contactFields<P extends ContactView>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>) {
  return {
    country: t.field({ type: Country, nullable: true, resolve: (p) => p.country }),
    province: t.field({ type: Province, nullable: true, resolve: (p) => p.province }),
    provinceName: t.string({ nullable: true, description: 'Free text, for a country whose provinces are not listed.', resolve: (p) => p.provinceName }),
    location: t.string({ nullable: true, resolve: (p) => p.location }),
    address: t.string({ nullable: true, resolve: (p) => p.address }),
    postalCode: t.string({ nullable: true, resolve: (p) => p.postalCode }),
    principalContactNumber: t.string({ nullable: true, resolve: (p) => p.principalContactNumber }),
    secondaryContactNumber: t.string({ nullable: true, resolve: (p) => p.secondaryContactNumber }),
  };
}

const PersonalInfo = builder.objectRef<PersonalView>('PersonalInfo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    dateBirth: t.exposeString('dateBirth', { nullable: true, description: 'YYYY-MM-DD.' }),
    gender: t.exposeString('gender', { nullable: true, description: 'FEMENINO, MASCULINO, NO_BINARIO, OTRO or PREFIERO_NO_DECIR.' }),
    ...contactFields(t),
  }),
});

const ProfessionalInfo = builder.objectRef<ProfessionalView>('ProfessionalInfo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email', { nullable: true }),
    ...contactFields(t),
  }),
});

const AcademicInfo = builder.objectRef<AcademicView>('AcademicInfo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstInstitution: t.field({ type: Institution, nullable: true, resolve: (a) => a.firstInstitution }),
    secondaryInstitution: t.field({ type: Institution, nullable: true, resolve: (a) => a.secondaryInstitution }),
    universityCareer: t.field({ type: Career, nullable: true, resolve: (a) => a.universityCareer }),
    universityInstitution: t.field({ type: University, nullable: true, resolve: (a) => a.universityInstitution }),
    universityTitle: t.field({ type: AcademicTitle, nullable: true, resolve: (a) => a.universityTitle }),
    masterCareer: t.field({ type: Career, nullable: true, resolve: (a) => a.masterCareer }),
    masterInstitution: t.field({ type: University, nullable: true, resolve: (a) => a.masterInstitution }),
    masterTitle: t.field({ type: AcademicTitle, nullable: true, resolve: (a) => a.masterTitle }),
    doctorateCareer: t.field({ type: Career, nullable: true, resolve: (a) => a.doctorateCareer }),
    doctorateInstitution: t.field({ type: University, nullable: true, resolve: (a) => a.doctorateInstitution }),
    doctorateTitle: t.field({ type: AcademicTitle, nullable: true, resolve: (a) => a.doctorateTitle }),
    otherComplementaryStudies: t.exposeString('otherComplementaryStudies', { nullable: true }),
  }),
});

const MyProfile = builder.objectRef<ProfileView>('MyProfile').implement({
  description: "A person's data (the signed-in person's own, or another's for SYSADMIN and ADMIN); a section is null until first saved.",
  fields: (t) => ({
    account: t.field({ type: Account, resolve: (p) => p.account }),
    personal: t.field({ type: PersonalInfo, nullable: true, resolve: (p) => p.personal }),
    professional: t.field({ type: ProfessionalInfo, nullable: true, resolve: (p) => p.professional }),
    academic: t.field({ type: AcademicInfo, nullable: true, resolve: (p) => p.academic }),
  }),
});

const AccountInput = builder.inputType('AccountInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    document: t.string({ required: true }),
    currentPassword: t.string({ required: false, description: 'Needed only when `email` differs from the current one.' }),
  }),
});

const contactInputKinds = {
  countryId: 'id',
  provinceId: 'id',
  provinceName: 'string',
  location: 'string',
  address: 'string',
  postalCode: 'string',
  principalContactNumber: 'string',
  secondaryContactNumber: 'string',
} as const;

/** The optional input fields of `contactInputKinds`, in that order. */
const contactInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) =>
  Object.fromEntries(Object.entries(contactInputKinds).map(([k, kind]) => [k, kind === 'id' ? t.id({ required: false }) : t.string({ required: false })]));

const PersonalInfoInput = builder.inputType('PersonalInfoInput', {
  fields: (t) => ({
    dateBirth: t.string({ required: false, description: 'YYYY-MM-DD.' }),
    gender: t.string({ required: false }),
    ...contactInputFields(t),
  }),
});

const ProfessionalInfoInput = builder.inputType('ProfessionalInfoInput', {
  fields: (t) => ({
    email: t.string({ required: false }),
    ...contactInputFields(t),
  }),
});

const CatalogueChoiceInput = builder.inputType('CatalogueChoiceInput', {
  description: 'An existing catalogue row (`id`) or a new name (`name`), exactly one.',
  fields: (t) => ({ id: t.id({ required: false }), name: t.string({ required: false }) }),
});

const AcademicInfoInput = builder.inputType('AcademicInfoInput', {
  fields: (t) => ({
    firstInstitutionId: t.id({ required: false }),
    secondaryInstitutionId: t.id({ required: false }),
    universityCareer: t.field({ type: CatalogueChoiceInput, required: false }),
    universityInstitutionId: t.id({ required: false }),
    universityTitle: t.field({ type: CatalogueChoiceInput, required: false }),
    masterCareer: t.field({ type: CatalogueChoiceInput, required: false }),
    masterInstitutionId: t.id({ required: false }),
    masterTitle: t.field({ type: CatalogueChoiceInput, required: false }),
    doctorateCareer: t.field({ type: CatalogueChoiceInput, required: false }),
    doctorateInstitutionId: t.id({ required: false }),
    doctorateTitle: t.field({ type: CatalogueChoiceInput, required: false }),
    otherComplementaryStudies: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  myProfile: t.withAuth({ loggedIn: true }).field({
    type: MyProfile,
    resolve: (_root, _args, ctx) => getProfile(ctx.database.db, ctx.viewer.id),
  }),
  userProfile: t.withAuth(userAdmins).field({
    type: MyProfile,
    description: "Another person's profile, for SYSADMIN and ADMIN (the user's detail).",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getUserProfile(ctx.database.db, ctx.viewer, String(args.userId)),
  }),
}));

builder.mutationFields((t) => ({
  updateMeAccount: t.withAuth({ loggedIn: true }).field({
    type: Account,
    description:
      'Changes the own names and document at once; CONFLICT on a field another account uses. A different e-mail needs `currentPassword` (BAD_USER_INPUT on it when missing or wrong) and applies only when the link mailed to the new address is followed (`confirmEmailChange`); meanwhile `pendingEmail` holds it.',
    args: { data: t.arg({ type: AccountInput, required: true }) },
    resolve: (_root, args, ctx) => updateMyAccount(ctx, ctx.viewer, args.data),
  }),
  updateMePersonalInfo: t.withAuth({ loggedIn: true }).field({
    type: PersonalInfo,
    args: { data: t.arg({ type: PersonalInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateMyPersonalInfo(ctx, ctx.viewer, args.data),
  }),
  updateMeProffesionalInfo: t.withAuth({ loggedIn: true }).field({
    type: ProfessionalInfo,
    description: 'Spelled as the wire contract spells it.',
    args: { data: t.arg({ type: ProfessionalInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateMyProfessionalInfo(ctx, ctx.viewer, args.data),
  }),
  updateMeAcademicInfo: t.withAuth({ loggedIn: true }).field({
    type: AcademicInfo,
    description: 'A new career or title name creates its catalogue row (or reuses one with the same name).',
    args: { data: t.arg({ type: AcademicInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateMyAcademicInfo(ctx, ctx.viewer, args.data),
  }),
  updateUserPersonalInfo: t.withAuth(userAdmins).field({
    type: PersonalInfo,
    description: "SYSADMIN and ADMIN correct another person's personal data (audited).",
    args: { userId: t.arg.id({ required: true }), data: t.arg({ type: PersonalInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateUserPersonalInfo(ctx, ctx.viewer, String(args.userId), args.data),
  }),
  updateUserProfessionalInfo: t.withAuth(userAdmins).field({
    type: ProfessionalInfo,
    description: "SYSADMIN and ADMIN correct another person's professional data (audited).",
    args: { userId: t.arg.id({ required: true }), data: t.arg({ type: ProfessionalInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateUserProfessionalInfo(ctx, ctx.viewer, String(args.userId), args.data),
  }),
  updateUserAcademicInfo: t.withAuth(userAdmins).field({
    type: AcademicInfo,
    description: "SYSADMIN and ADMIN correct another person's academic data (audited).",
    args: { userId: t.arg.id({ required: true }), data: t.arg({ type: AcademicInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateUserAcademicInfo(ctx, ctx.viewer, String(args.userId), args.data),
  }),
}));
