import { routes } from '@platform/shared/routes'
import { revokeApiKey } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.revokeApiKey, ({ params, session }) => revokeApiKey(params, session.userId))
