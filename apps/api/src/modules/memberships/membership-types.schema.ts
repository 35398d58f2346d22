import { membershipStates } from '@portal/domain/memberships';
import { builder } from '../../graphql/builder';
import type { membershipPermissions } from './memberships.rules';

/** Labels: `membershipStateLabels` in @portal/domain/memberships. */
export const MembershipStateEnum = builder.enumType('MembershipState', {
  description: 'ACTIVE (Vigente), TERMINATED (Dada de baja), EXPIRED (Vencida: a year already over).',
  values: membershipStates,
});

export const MembershipPermissionsRef = builder.objectRef<ReturnType<typeof membershipPermissions>>('MembershipPermissions').implement({
  description: 'What the viewer may do on this membership.',
  fields: (t) => ({
    canTerminate: t.exposeBoolean('canTerminate', { description: 'An ADMIN ends a current membership (not one of a year already over).' }),
    canUpdateCareer: t.exposeBoolean('canUpdateCareer', { description: "The member or an ADMIN sets the career on this year's membership." }),
  }),
});
