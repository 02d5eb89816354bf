import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { findChatIdFromUniqueId } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.findChatIdFromUniqueId, ({ params, body }) =>
  findChatIdFromUniqueId(params, body),
)
