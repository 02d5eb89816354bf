import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { listRecentChatMessages } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.listRecentChatMessages, ({ params, body }) =>
  listRecentChatMessages(params, body),
)
