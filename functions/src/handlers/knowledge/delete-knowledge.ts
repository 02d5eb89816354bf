import * as knowledgeRoutes from '@platform/shared/routes/knowledge-routes'
import { deleteKnowledge } from '../../domains/knowledge/delete-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(knowledgeRoutes.deleteKnowledge, ({ params, body }) =>
  deleteKnowledge(params, body.id),
)
