import * as contentRoutes from '@platform/shared/routes/content-routes'
import { actionContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(contentRoutes.createAction, ({ params, body, session }) =>
  createContentItem(actionContent, params, body, session.userId),
)
