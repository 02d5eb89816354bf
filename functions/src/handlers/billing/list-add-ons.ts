import { routes } from '@platform/shared/routes'
import { listAddOns } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listAddOns, () => listAddOns())
