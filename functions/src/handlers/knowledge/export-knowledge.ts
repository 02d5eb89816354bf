import { routes } from '@platform/shared/routes'
import { exportKnowledge } from '../../domains/knowledge/export-knowledge.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.exportKnowledge, ({ params }) => exportKnowledge(params))
