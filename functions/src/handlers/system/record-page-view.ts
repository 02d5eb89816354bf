import { routes } from '@platform/shared/routes'
import { recordPageView } from '../../domains/system/record-page-view.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.recordPageView, async ({ body }) => recordPageView(body))
