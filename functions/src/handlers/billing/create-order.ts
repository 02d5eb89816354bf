import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { createOrder } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(billingRoutes.createOrder, ({ params, body, session }) =>
  createOrder(params, body, session.userId),
)
