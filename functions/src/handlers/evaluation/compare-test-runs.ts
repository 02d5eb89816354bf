import { routes } from '@platform/shared/routes'
import { compareTestRuns } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.compareTestRuns, ({ params, query }) => compareTestRuns(params, query))
