import * as contentRoutes from '@platform/shared/routes/content-routes'
import { agentFunctionContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.updateAgentFunction, ({ params, body, session }) =>
  updateContentItem(agentFunctionContent, params, body, session.userId),
)
