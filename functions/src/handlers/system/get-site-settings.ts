import { routes } from '@platform/shared/routes'
import { getSiteSettings } from '../../domains/system/get-site-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getSiteSettings, async () => getSiteSettings())
