import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { sendEmbedFeedback } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'
import { authorizeEmbedRequest } from './cross-origin.ts'

export const handler = defineHandler(
  deploymentRoutes.sendEmbedFeedback,
  ({ caller, params, body }) => sendEmbedFeedback(caller, params, body),
  { authorize: authorizeEmbedRequest },
)
