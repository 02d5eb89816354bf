import { modelRoutes } from '@platform/shared/routes/model-routes'
import { chatInPlayground } from '../../domains/playground/chat-in-playground.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(modelRoutes.sendPlaygroundMessage, ({ params, body }) =>
  chatInPlayground(params, body),
)
