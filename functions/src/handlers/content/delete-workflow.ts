import { routes } from '@platform/shared/routes'
import { workflowContent } from '../../domains/content/content-types.ts'
import { deleteContentItem } from '../../domains/content/delete-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.deleteWorkflow, ({ params, session }) =>
  deleteContentItem(workflowContent, params, params.workflowId, session.userId),
)
