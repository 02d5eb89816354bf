import { routes } from '@platform/shared/routes'
import { findChatIdFromUniqueId } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.findChatIdFromUniqueId, ({ params, body }) =>
  findChatIdFromUniqueId(params, body),
)
