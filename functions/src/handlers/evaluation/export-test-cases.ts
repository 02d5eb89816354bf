import { routes } from '@platform/shared/routes'
import { exportTestCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.exportTestCases, ({ params }) => exportTestCases(params))
