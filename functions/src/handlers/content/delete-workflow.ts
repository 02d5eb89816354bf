import * as contentRoutes from '@platform/shared/routes/content-routes'
import { workflowContent } from '../../domains/content/content-types.ts'
import { deleteContentItem } from '../../domains/content/delete-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.deleteWorkflow, ({ params, session }) =>
  deleteContentItem(workflowContent, params, params.workflowId, session.userId),
)
