import * as contentRoutes from '@platform/shared/routes/content-routes'
import { workflowContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.updateWorkflow, ({ params, body, session }) =>
  updateContentItem(workflowContent, params, body, session.userId),
)
