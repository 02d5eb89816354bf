import * as contentRoutes from '@platform/shared/routes/content-routes'
import { faqContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.updateFaq, ({ params, body, session }) =>
  updateContentItem(faqContent, params, body, session.userId),
)
