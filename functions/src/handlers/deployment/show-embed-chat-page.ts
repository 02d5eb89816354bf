import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { showEmbedChatPage } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { answerPage } from './cross-origin.ts'

export const handler = defineHandler(deploymentRoutes.showEmbedChatPage, ({ params, reply }) =>
  answerPage(reply, showEmbedChatPage(params.embedId)),
)
