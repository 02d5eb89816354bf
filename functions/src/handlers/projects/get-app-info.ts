import * as versionRoutes from '@platform/shared/routes/version-routes'
import { getAppInfo } from '../../domains/projects/get-app-info.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(versionRoutes.getAppInfo, ({ params }) => getAppInfo(params))
