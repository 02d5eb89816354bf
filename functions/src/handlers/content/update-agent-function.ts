import { routes } from '@platform/shared/routes'
import { agentFunctionContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateAgentFunction, ({ params, body, session }) =>
  updateContentItem(agentFunctionContent, params, body, session.userId),
)
