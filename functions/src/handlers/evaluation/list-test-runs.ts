import { routes } from '@platform/shared/routes'
import { listTestRuns } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listTestRuns, ({ params }) => listTestRuns(params))
