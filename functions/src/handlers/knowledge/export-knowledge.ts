import * as knowledgeRoutes from '@platform/shared/routes/knowledge-routes'
import { exportKnowledge } from '../../domains/knowledge/export-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(knowledgeRoutes.exportKnowledge, ({ params }) => exportKnowledge(params))
