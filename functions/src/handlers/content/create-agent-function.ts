import * as contentRoutes from '@platform/shared/routes/content-routes'
import { agentFunctionContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.createAgentFunction, ({ params, body, session }) =>
  createContentItem(agentFunctionContent, params, body, session.userId),
)
