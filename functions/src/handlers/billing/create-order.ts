import { routes } from '@platform/shared/routes'
import { createOrder } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createOrder, ({ params, body, session }) =>
  createOrder(params, body, session.userId),
)
