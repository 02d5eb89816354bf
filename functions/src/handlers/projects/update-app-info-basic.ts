import { routes } from '@platform/shared/routes'
import { updateAppInfo } from '../../domains/projects/update-app-info.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateAppInfoBasic, ({ params, body, session }) =>
  updateAppInfo(params, body, session.userId),
)
