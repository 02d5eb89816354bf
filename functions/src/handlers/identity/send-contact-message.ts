import { routes } from '@platform/shared/routes'
import { sendContactMessage } from '../../domains/identity/send-contact-message.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.sendContactMessage, ({ body, sourceAddress }) =>
  sendContactMessage(body, sourceAddress),
)
