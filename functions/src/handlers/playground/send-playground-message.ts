import { routes } from '@platform/shared/routes'
import { chatInPlayground } from '../../domains/playground/chat-in-playground.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.sendPlaygroundMessage, ({ params, body }) => chatInPlayground(params, body))
