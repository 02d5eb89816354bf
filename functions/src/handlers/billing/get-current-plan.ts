import { routes } from '@platform/shared/routes'
import { getCurrentPlan } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getCurrentPlan, ({ params }) => getCurrentPlan(params))
