import * as versionRoutes from '@platform/shared/routes/version-routes'
import { listTimeline } from '../../domains/projects/list-timeline.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(versionRoutes.listTimeline, ({ params, query }) => listTimeline(params, query))
