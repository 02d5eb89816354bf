import * as contentRoutes from '@platform/shared/routes/content-routes'
import { workflowContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.createWorkflow, ({ params, body, session }) =>
  createContentItem(workflowContent, params, body, session.userId),
)
