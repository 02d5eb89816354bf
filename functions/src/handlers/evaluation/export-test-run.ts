import { routes } from '@platform/shared/routes'
import { exportTestRun } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.exportTestRun, ({ params, query }) => exportTestRun(params, query))
