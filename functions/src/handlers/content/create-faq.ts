import * as contentRoutes from '@platform/shared/routes/content-routes'
import { faqContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.createFaq, ({ params, body, session }) =>
  createContentItem(faqContent, params, body, session.userId),
)
