import { routes } from '@platform/shared/routes'
import { unsubscribeFromEmails } from '../../domains/identity/email-subscriptions.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.unsubscribeFromEmails, ({ body }) =>
  unsubscribeFromEmails(body.topic, body.code),
)
