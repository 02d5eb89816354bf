import * as contentRoutes from '@platform/shared/routes/content-routes'
import { pageContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.createPage, ({ params, body, session }) =>
  createContentItem(pageContent, params, body, session.userId),
)
