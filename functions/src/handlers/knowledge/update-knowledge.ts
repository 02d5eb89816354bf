import { routes } from '@platform/shared/routes'
import { updateKnowledge } from '../../domains/knowledge/update-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.updateKnowledge, ({ params, body }) => updateKnowledge(params, body))
