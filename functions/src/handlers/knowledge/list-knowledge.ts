import { routes } from '@platform/shared/routes'
import { listKnowledge } from '../../domains/knowledge/list-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listKnowledge, ({ params, query }) => listKnowledge(params, query))
