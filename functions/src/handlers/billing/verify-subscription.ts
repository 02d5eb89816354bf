import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { verifySubscription } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { countOutcome } from '../../platform/metrics.ts'

export const handler = defineHandler(billingRoutes.verifySubscription, ({ params, body }) =>
  countOutcome(() => verifySubscription(params, body), { succeeded: 'PaymentsVerified', failed: 'PaymentsFailed' }),
)
