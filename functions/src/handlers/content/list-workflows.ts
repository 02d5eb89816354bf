import * as contentRoutes from '@platform/shared/routes/content-routes'
import { workflowContent } from '../../domains/content/content-types.ts'
import { listContentItems } from '../../domains/content/list-content-items.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.listWorkflows, ({ params, query }) =>
  listContentItems(workflowContent, params, query),
)
