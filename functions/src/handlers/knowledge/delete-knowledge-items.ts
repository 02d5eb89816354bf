import { routes } from '@platform/shared/routes'
import { deleteKnowledgeItems } from '../../domains/knowledge/delete-knowledge-items.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.deleteKnowledgeItems, ({ params, body }) =>
  deleteKnowledgeItems(params, body.ids),
)
