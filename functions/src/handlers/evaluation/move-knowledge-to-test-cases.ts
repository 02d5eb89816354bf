import * as evaluationRoutes from '@platform/shared/routes/evaluation-routes'
import { moveKnowledgeToTestCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(evaluationRoutes.moveKnowledgeToTestCases, ({ params, body }) =>
  moveKnowledgeToTestCases(params, body.ids),
)
