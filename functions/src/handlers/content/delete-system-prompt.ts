import * as contentRoutes from '@platform/shared/routes/content-routes'
import { systemPromptContent } from '../../domains/content/content-types.ts'
import { deleteContentItem } from '../../domains/content/delete-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.deleteSystemPrompt, ({ params, body, session }) =>
  deleteContentItem(systemPromptContent, params, body.id, session.userId),
)
