import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { createTestCase } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.createTestCase, ({ params, body }) =>
  createTestCase(params, body),
)
