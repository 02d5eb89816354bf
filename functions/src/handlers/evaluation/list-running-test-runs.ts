import { routes } from '@platform/shared/routes'
import { listRunningTestRuns } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listRunningTestRuns, ({ params }) => listRunningTestRuns(params))
