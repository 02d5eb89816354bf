import * as contentRoutes from '@platform/shared/routes/content-routes'
import { pageContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.updatePage, ({ params, body, session }) =>
  updateContentItem(pageContent, params, body, session.userId),
)
