import { routes } from '@platform/shared/routes'
import { listTimeline } from '../../domains/projects/list-timeline.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listTimeline, ({ params, query }) => listTimeline(params, query))
