import * as siteRoutes from '@platform/shared/routes/site-routes'
import { unsubscribeFromEmails } from '../../domains/identity/email-subscriptions.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(siteRoutes.unsubscribeFromEmails, ({ body }) =>
  unsubscribeFromEmails(body.topic, body.code),
)
