import * as siteRoutes from '@platform/shared/routes/site-routes'
import { getSiteSettings } from '../../domains/system/get-site-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(siteRoutes.getSiteSettings, async () => getSiteSettings())
