import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { setApiKeySystemPrompt } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(deploymentRoutes.setApiKeySystemPrompt, ({ params, body }) =>
  setApiKeySystemPrompt(params, body.systemPromptId),
)
