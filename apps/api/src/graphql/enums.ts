// Enums and scalars that more than one module's schema names, declared once here so that no
// module imports another module's *.schema.ts (issue 30 §4). Values and labels live in @portal/domain.
import { chargeStatuses } from '@portal/domain/charges';
import { submissionTypes } from '@portal/domain/conferences';
import { membershipStates } from '@portal/domain/memberships';
import { paymentChannels, paymentMethods, paymentStatuses } from '@portal/domain/payments';
import { proposalStatuses } from '@portal/domain/proposal-status';
import { conferenceRoles, globalRoles, roleGenders } from '@portal/domain/roles';
import { IncomingUpload } from '../platform/multipart-uploads';
import { builder } from './builder';

export const GlobalRoleEnum = builder.enumType('GlobalRole', { values: globalRoles });
export const ConferenceRoleKindEnum = builder.enumType('ConferenceRoleKind', { values: conferenceRoles });
/** `roleGenderOf` in @portal/domain/roles: what of a person's gender the names of their roles follow. */
export const RoleGenderEnum = builder.enumType('RoleGender', {
  description: 'FEMENINO ("Coordinadora") or MASCULINO ("Coordinador"); a person without one of these in their personal data has null ("Coordinador/a").',
  values: roleGenders,
});
export const SubmissionTypeEnum = builder.enumType('SubmissionType', { values: submissionTypes });
export const ProposalStatusEnum = builder.enumType('ProposalStatus', { values: proposalStatuses });

/** Labels: `chargeStatusLabels` in @portal/domain/charges. */
export const ChargeStatusEnum = builder.enumType('ChargeStatus', {
  description: 'PENDING (Pendiente), PAID (Pagada), CANCELLED (Anulada).',
  values: chargeStatuses,
});

/** Labels: `membershipStateLabels` in @portal/domain/memberships. */
export const MembershipStateEnum = builder.enumType('MembershipState', {
  description: 'ACTIVE (Vigente), TERMINATED (Dada de baja), EXPIRED (Vencida: a year already over).',
  values: membershipStates,
});

export const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description: 'PENDING (Pendiente), UNDER_REVIEW (En revisión), APPROVED (Aprobado), REJECTED (Rechazado), FLAGGED (Observado por Tesorería). Labels: @portal/domain/payments.',
  values: paymentStatuses,
});
export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: paymentMethods });
export const PaymentChannelEnum = builder.enumType('PaymentChannel', { values: paymentChannels });

export const FileScalar = builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
  parseValue: (value) => {
    if (value instanceof IncomingUpload) return value;
    throw new TypeError('Se esperaba un archivo.');
  },
});
