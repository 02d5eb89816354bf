import { apiKeyRoutes } from '@platform/shared/routes/deployment-routes'
import { listApiKeys } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(apiKeyRoutes.listApiKeys, ({ params }) => listApiKeys(params))
