import { modelRoutes } from '@platform/shared/routes/model-routes'
import { sendPlaygroundMessage } from '../../domains/playground/send-playground-message.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(modelRoutes.sendPlaygroundMessage, ({ params, body }) =>
  sendPlaygroundMessage(params, body),
)
