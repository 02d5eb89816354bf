import { routes } from '@platform/shared/routes'
import { createKnowledge } from '../../domains/knowledge/create-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createKnowledge, ({ params, body }) => createKnowledge(params, body))
