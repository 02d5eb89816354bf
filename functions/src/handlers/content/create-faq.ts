import { routes } from '@platform/shared/routes'
import { faqContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createFaq, ({ params, body, session }) =>
  createContentItem(faqContent, params, body, session.userId),
)
