import { routes } from '@platform/shared/routes'
import { getUsageBreakdown } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getUsageBreakdown, ({ params }) => getUsageBreakdown(params))
