import { routes } from '@platform/shared/routes'
import { getMonthlyLimit } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getMonthlyLimit, ({ params }) => getMonthlyLimit(params))
