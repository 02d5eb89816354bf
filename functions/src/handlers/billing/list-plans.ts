import { routes } from '@platform/shared/routes'
import { listPlans } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listPlans, () => listPlans())
