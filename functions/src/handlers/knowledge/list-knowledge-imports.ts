import * as knowledgeRoutes from '@platform/shared/routes/knowledge-routes'
import { listKnowledgeImports } from '../../domains/knowledge/list-knowledge-imports.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(knowledgeRoutes.listKnowledgeImports, ({ params }) => listKnowledgeImports(params))
