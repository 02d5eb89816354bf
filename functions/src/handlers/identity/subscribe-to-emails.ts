import * as siteRoutes from '@platform/shared/routes/site-routes'
import { subscribeToEmails } from '../../domains/identity/email-subscriptions.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(siteRoutes.subscribeToEmails, ({ body }) =>
  subscribeToEmails(body.topic, body.code),
)
