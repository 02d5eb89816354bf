import { routes } from '@platform/shared/routes'
import { listAllTestRuns } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listAllTestRuns, ({ params }) => listAllTestRuns(params))
