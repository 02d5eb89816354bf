import { routes } from '@platform/shared/routes'
import { listRecentChatMessages } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listRecentChatMessages, ({ params, body }) =>
  listRecentChatMessages(params, body),
)
