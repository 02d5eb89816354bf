import { routes } from '@platform/shared/routes'
import { actionContent } from '../../domains/content/content-types.ts'
import { updateContentItem } from '../../domains/content/update-content-item.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateAction, ({ params, body, session }) =>
  updateContentItem(actionContent, params, body, session.userId),
)
