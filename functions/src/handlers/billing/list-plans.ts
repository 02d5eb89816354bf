import * as billingRoutes from '@platform/shared/routes/billing-routes'
import { listPlans } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(billingRoutes.listPlans, () => listPlans())
