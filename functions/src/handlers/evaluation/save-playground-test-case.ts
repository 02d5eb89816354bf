import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { savePlaygroundTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.savePlaygroundTestCase, ({ params, body }) =>
  savePlaygroundTestCase(params, body),
)
