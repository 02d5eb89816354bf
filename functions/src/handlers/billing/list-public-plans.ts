import * as siteRoutes from '@platform/shared/routes/site-routes'
import { listAddOns } from '../../domains/billing/list-add-ons.ts'
import { listPlans } from '../../domains/billing/list-plans.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(siteRoutes.listPublicPlans, async () => {
  const [plans, addOns] = await Promise.all([listPlans(), listAddOns()])
  return { plans, addOns }
})
