import * as improvementRoutes from '@platform/shared/routes/improvement-routes'
import { getImprovementTrainingStatus } from '../../domains/improvement/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(improvementRoutes.getImprovementTrainingStatus, ({ params }) =>
  getImprovementTrainingStatus(params),
)
