import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { listApiKeys } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.listApiKeys, ({ params }) => listApiKeys(params))
