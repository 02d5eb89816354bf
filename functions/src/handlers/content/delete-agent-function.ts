import * as contentRoutes from '@platform/shared/routes/content-routes'
import { agentFunctionContent } from '../../domains/content/content-types.ts'
import { deleteContentItem } from '../../domains/content/delete-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.deleteAgentFunction, ({ params, body, session }) =>
  deleteContentItem(agentFunctionContent, params, body.id, session.userId),
)
