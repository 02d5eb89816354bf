import * as improvementRoutes from '@platform/shared/routes/improvement-routes'
import { listImprovementGroups } from '../../domains/improvement/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(improvementRoutes.listImprovementGroups, ({ params, query }) =>
  listImprovementGroups(params, query),
)
