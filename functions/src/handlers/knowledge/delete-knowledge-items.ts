import * as knowledgeRoutes from '@platform/shared/routes/knowledge-routes'
import { deleteKnowledgeItems } from '../../domains/knowledge/delete-knowledge-items.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(knowledgeRoutes.deleteKnowledgeItems, ({ params, body }) =>
  deleteKnowledgeItems(params, body.ids),
)
