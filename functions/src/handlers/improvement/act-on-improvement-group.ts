import * as improvementRoutes from '@platform/shared/routes/improvement-routes'
import { actOnImprovementGroup } from '../../domains/improvement/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(improvementRoutes.actOnImprovementGroup, ({ params, body, session }) =>
  actOnImprovementGroup(params, body, session.userId),
)
