import { routes } from '@platform/shared/routes'
import { verifyOrder } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.verifyOrder, ({ params, body }) => verifyOrder(params, body))
