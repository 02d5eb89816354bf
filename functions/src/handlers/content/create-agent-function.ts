import { routes } from '@platform/shared/routes'
import { agentFunctionContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createAgentFunction, ({ params, body, session }) =>
  createContentItem(agentFunctionContent, params, body, session.userId),
)
