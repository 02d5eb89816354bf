import * as siteRoutes from '@platform/shared/routes/site-routes'
import { recordPageView } from '../../domains/system/record-page-view.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(siteRoutes.recordPageView, async ({ body }) => recordPageView(body))
