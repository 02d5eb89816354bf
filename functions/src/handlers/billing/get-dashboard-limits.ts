import { routes } from '@platform/shared/routes'
import { getDashboardLimits } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getDashboardLimits, ({ params }) => getDashboardLimits(params))
