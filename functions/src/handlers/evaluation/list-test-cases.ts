import { routes } from '@platform/shared/routes'
import { listTestCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listTestCases, ({ params, query }) => listTestCases(params, query))
