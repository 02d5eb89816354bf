import { knowledgeRoutes } from '@platform/shared/routes/knowledge-routes'
import { listKnowledge } from '../../domains/knowledge/list-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(knowledgeRoutes.listKnowledge, ({ params, query }) => listKnowledge(params, query))
