import * as contentRoutes from '@platform/shared/routes/content-routes'
import { systemPromptContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.updateSystemPrompt, ({ params, body, session }) =>
  updateContentItem(systemPromptContent, params, body, session.userId),
)
