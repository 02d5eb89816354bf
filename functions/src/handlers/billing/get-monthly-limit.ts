import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { getMonthlyLimit } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(billingRoutes.getMonthlyLimit, ({ params }) => getMonthlyLimit(params))
