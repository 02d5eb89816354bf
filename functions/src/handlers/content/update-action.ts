import * as contentRoutes from '@platform/shared/routes/content-routes'
import { actionContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.updateAction, ({ params, body, session }) =>
  updateContentItem(actionContent, params, body, session.userId),
)
