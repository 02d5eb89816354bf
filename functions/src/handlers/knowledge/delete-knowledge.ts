import { routes } from '@platform/shared/routes'
import { deleteKnowledge } from '../../domains/knowledge/delete-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.deleteKnowledge, ({ params, body }) => deleteKnowledge(params, body.id))
