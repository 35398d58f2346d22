import { builder } from '../../graphql/builder';
import { AcademicTitle, Career, Country, Institution, Province, University } from '../catalogues/catalogues.schema';
import { getProfile, type AcademicView, type AccountView, type PersonalView, type ProfessionalView, type ProfileView } from './profile.read';
import { updateMyAcademicInfo, updateMyAccount, updateMyPersonalInfo, updateMyProfessionalInfo } from './profile.write';

const Account = builder.objectRef<AccountView>('Account').implement({
  description: "The person's account data.",
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    document: t.exposeString('document'),
  }),
});

const PersonalInfo = builder.objectRef<PersonalView>('PersonalInfo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    dateBirth: t.exposeString('dateBirth', { nullable: true, description: 'YYYY-MM-DD.' }),
    gender: t.exposeString('gender', { nullable: true, description: 'FEMENINO, MASCULINO, NO_BINARIO, OTRO or PREFIERO_NO_DECIR.' }),
    country: t.field({ type: Country, nullable: true, resolve: (p) => p.country }),
    province: t.field({ type: Province, nullable: true, resolve: (p) => p.province }),
    location: t.exposeString('location', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    principalContactNumber: t.exposeString('principalContactNumber', { nullable: true }),
    secondaryContactNumber: t.exposeString('secondaryContactNumber', { nullable: true }),
  }),
});

const ProfessionalInfo = builder.objectRef<ProfessionalView>('ProfessionalInfo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email', { nullable: true }),
    country: t.field({ type: Country, nullable: true, resolve: (p) => p.country }),
    province: t.field({ type: Province, nullable: true, resolve: (p) => p.province }),
    location: t.exposeString('location', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    principalContactNumber: t.exposeString('principalContactNumber', { nullable: true }),
    secondaryContactNumber: t.exposeString('secondaryContactNumber', { nullable: true }),
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
  description: "The signed-in person's own data; a section is null until first saved.",
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
  }),
});

const contactFields = {
  countryId: 'id',
  provinceId: 'id',
  location: 'string',
  address: 'string',
  postalCode: 'string',
  principalContactNumber: 'string',
  secondaryContactNumber: 'string',
} as const;

const PersonalInfoInput = builder.inputType('PersonalInfoInput', {
  fields: (t) => ({
    dateBirth: t.string({ required: false, description: 'YYYY-MM-DD.' }),
    gender: t.string({ required: false }),
    ...Object.fromEntries(Object.entries(contactFields).map(([k, kind]) => [k, kind === 'id' ? t.id({ required: false }) : t.string({ required: false })])),
  }),
});

const ProfessionalInfoInput = builder.inputType('ProfessionalInfoInput', {
  fields: (t) => ({
    email: t.string({ required: false }),
    ...Object.fromEntries(Object.entries(contactFields).map(([k, kind]) => [k, kind === 'id' ? t.id({ required: false }) : t.string({ required: false })])),
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
  myProfile: t.field({
    type: MyProfile,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => getProfile(ctx.database.db, ctx.viewer!.id),
  }),
}));

builder.mutationFields((t) => ({
  updateMeAccount: t.field({
    type: Account,
    description: 'Changes the own e-mail, names and document; CONFLICT on a field another account uses.',
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: AccountInput, required: true }) },
    resolve: (_root, args, ctx) => updateMyAccount(ctx, ctx.viewer!, args.data),
  }),
  updateMePersonalInfo: t.field({
    type: PersonalInfo,
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: PersonalInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateMyPersonalInfo(ctx, ctx.viewer!, args.data),
  }),
  updateMeProffesionalInfo: t.field({
    type: ProfessionalInfo,
    description: 'Spelled as the wire contract spells it.',
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: ProfessionalInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateMyProfessionalInfo(ctx, ctx.viewer!, args.data),
  }),
  updateMeAcademicInfo: t.field({
    type: AcademicInfo,
    description: 'A new career or title name creates its catalogue row (or reuses one with the same name).',
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: AcademicInfoInput, required: true }) },
    resolve: (_root, args, ctx) => updateMyAcademicInfo(ctx, ctx.viewer!, args.data),
  }),
}));
