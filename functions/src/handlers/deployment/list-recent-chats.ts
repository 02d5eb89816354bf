import { deploymentInsightRoutes } from '@platform/shared/routes/deployment-routes'
import { listRecentChats } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentInsightRoutes.listRecentChats, ({ params, body }) =>
  listRecentChats(params, body),
)
