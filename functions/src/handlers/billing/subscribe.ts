import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { subscribe } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(billingRoutes.subscribe, ({ params, body, session }) =>
  subscribe(params, body, session.userId),
)
