import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { getUsageBreakdown } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(billingRoutes.getUsageBreakdown, ({ params }) => getUsageBreakdown(params))
