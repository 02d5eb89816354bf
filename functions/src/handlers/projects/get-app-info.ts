import { routes } from '@platform/shared/routes'
import { getAppInfo } from '../../domains/projects/get-app-info.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getAppInfo, ({ params }) => getAppInfo(params))
