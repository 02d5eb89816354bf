import * as knowledgeRoutes from '@platform/shared/routes/knowledge-routes'
import { updateKnowledge } from '../../domains/knowledge/update-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(knowledgeRoutes.updateKnowledge, ({ params, body }) =>
  updateKnowledge(params, body),
)
