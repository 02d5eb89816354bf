import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { updateBillingInformation } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(billingRoutes.updateBillingInformation, ({ params, body }) =>
  updateBillingInformation(params, body),
)
