/** This year's membership standing of a person, as the user list filters it. */
export const membershipStatuses = ['UP_TO_DATE', 'OWING', 'NONE'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const membershipStatusLabels: Record<MembershipStatus, string> = {
  UP_TO_DATE: 'Al día',
  OWING: 'Con deuda',
  NONE: 'Sin membresía',
};
