import { routes } from '@platform/shared/routes'
import { sendPlaygroundMessage } from '../../domains/playground/send-playground-message.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.sendPlaygroundMessage, ({ params, body }) =>
  sendPlaygroundMessage(params, body),
)
