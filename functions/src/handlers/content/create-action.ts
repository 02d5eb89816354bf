import { routes } from '@platform/shared/routes'
import { actionContent } from '../../domains/content/content-types.ts'
import { createContentItem } from '../../domains/content/create-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createAction, ({ params, body, session }) =>
  createContentItem(actionContent, params, body, session.userId),
)
