import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { verifyOrder } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { countOutcome } from '../../platform/metrics.ts'

export const handler = defineHandler(billingRoutes.verifyOrder, ({ params, body }) =>
  countOutcome(() => verifyOrder(params, body), { succeeded: 'PaymentsVerified', failed: 'PaymentsFailed' }),
)
