import * as knowledgeRoutes from '@platform/shared/routes/knowledge-routes'
import { createKnowledge } from '../../domains/knowledge/create-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(knowledgeRoutes.createKnowledge, ({ params, body }) =>
  createKnowledge(params, body),
)
