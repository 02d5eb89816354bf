import * as siteRoutes from '@platform/shared/routes/site-routes'
import { sendContactMessage } from '../../domains/identity/send-contact-message.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(siteRoutes.sendContactMessage, ({ body, sourceAddress }) =>
  sendContactMessage(body, sourceAddress),
)
