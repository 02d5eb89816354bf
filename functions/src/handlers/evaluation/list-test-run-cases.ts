import { routes } from '@platform/shared/routes'
import { listTestRunCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listTestRunCases, ({ params, query }) => listTestRunCases(params, query))
