import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { listRecentChats } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.listRecentChats, ({ params, body }) =>
  listRecentChats(params, body),
)
