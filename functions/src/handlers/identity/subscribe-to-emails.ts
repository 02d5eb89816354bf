import { routes } from '@platform/shared/routes'
import { subscribeToEmails } from '../../domains/identity/email-subscriptions.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.subscribeToEmails, ({ body }) => subscribeToEmails(body.topic, body.code))
