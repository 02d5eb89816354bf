import { routes } from '@platform/shared/routes'
import { listRecentChats } from '../../domains/deployment/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listRecentChats, ({ params, body }) => listRecentChats(params, body))
