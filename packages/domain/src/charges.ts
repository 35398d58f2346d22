/** What a charge (a membership year, later an inscription) is at: owed, paid or cancelled. */
export const chargeStatuses = ['PENDING', 'PAID', 'CANCELLED'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

export const chargeStatusLabels: Record<ChargeStatus, string> = {
  PENDING: 'Pendiente',
  PAID: 'Pagada',
  CANCELLED: 'Anulada',
};

/** Paid, or nothing to pay: a year without a charge counts as paid. */
export const isSettled = (status: ChargeStatus | null | undefined) => status === null || status === undefined || status === 'PAID';
