import { routes } from '@platform/shared/routes'
import { workflowContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateWorkflow, ({ params, body, session }) =>
  updateContentItem(workflowContent, params, body, session.userId),
)
