import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { deletePlaygroundTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.deletePlaygroundTestCase, ({ params, body }) =>
  deletePlaygroundTestCase(params, body),
)
