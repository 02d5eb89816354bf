import * as contentRoutes from '@platform/shared/routes/content-routes'
import { actionContent } from '../../domains/content/content-types.ts'
import { listContentItems } from '../../domains/content/list-content-items.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.listActions, ({ params, query }) =>
  listContentItems(actionContent, params, query),
)
