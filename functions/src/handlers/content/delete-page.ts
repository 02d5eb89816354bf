import * as contentRoutes from '@platform/shared/routes/content-routes'
import { pageContent } from '../../domains/content/content-types.ts'
import { deleteContentItem } from '../../domains/content/delete-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.deletePage, ({ params, session }) =>
  deleteContentItem(pageContent, params, params.pageId, session.userId),
)
