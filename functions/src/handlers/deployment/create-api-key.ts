import { routes } from '@platform/shared/routes'
import { createApiKey } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createApiKey, ({ params, body, session }) =>
  createApiKey(params, body, session.userId),
)
