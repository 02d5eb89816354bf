import { routes } from '@platform/shared/routes'
import { listKnowledgeImports } from '../../domains/knowledge/list-knowledge-imports.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listKnowledgeImports, ({ params }) => listKnowledgeImports(params))
