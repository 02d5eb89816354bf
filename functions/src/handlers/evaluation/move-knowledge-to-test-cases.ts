import { routes } from '@platform/shared/routes'
import { moveKnowledgeToTestCases } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.moveKnowledgeToTestCases, ({ params, body }) =>
  moveKnowledgeToTestCases(params, body.ids),
)
