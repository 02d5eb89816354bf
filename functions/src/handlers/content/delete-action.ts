import * as contentRoutes from '@platform/shared/routes/content-routes'
import { actionContent } from '../../domains/content/content-types.ts'
import { deleteContentItem } from '../../domains/content/delete-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.deleteAction, ({ params, session }) =>
  deleteContentItem(actionContent, params, params.actionId, session.userId),
)
