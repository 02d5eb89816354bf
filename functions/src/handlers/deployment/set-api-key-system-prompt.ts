import { routes } from '@platform/shared/routes'
import { setApiKeySystemPrompt } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.setApiKeySystemPrompt, ({ params, body }) =>
  setApiKeySystemPrompt(params, body.systemPromptId),
)
