import * as contentRoutes from '@platform/shared/routes/content-routes'
import { faqContent } from '../../domains/content/content-types.ts'
import { deleteContentItem } from '../../domains/content/delete-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.deleteFaq, ({ params, session }) =>
  deleteContentItem(faqContent, params, params.faqId, session.userId),
)
