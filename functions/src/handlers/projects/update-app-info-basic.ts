import * as versionRoutes from '@platform/shared/routes/version-routes'
import { updateAppInfo } from '../../domains/projects/update-app-info.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(versionRoutes.updateAppInfoBasic, ({ params, body, session }) =>
  updateAppInfo(params, body, session.userId),
)
