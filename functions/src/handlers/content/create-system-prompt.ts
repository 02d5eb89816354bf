import * as contentRoutes from '@platform/shared/routes/content-routes'
import { systemPromptContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.createSystemPrompt, ({ params, body, session }) =>
  createContentItem(systemPromptContent, params, body, session.userId),
)
