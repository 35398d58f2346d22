import { chargeStatuses } from '@portal/domain/charges';
import { builder } from '../../graphql/builder';

/** Labels: `chargeStatusLabels` in @portal/domain/charges. */
export const ChargeStatusEnum = builder.enumType('ChargeStatus', {
  description: 'PENDING (Pendiente), PAID (Pagada), CANCELLED (Anulada).',
  values: chargeStatuses,
});
