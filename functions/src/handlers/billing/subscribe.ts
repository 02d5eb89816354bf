import { routes } from '@platform/shared/routes'
import { subscribe } from '../../domains/billing/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.subscribe, ({ params, body, session }) =>
  subscribe(params, body, session.userId),
)
