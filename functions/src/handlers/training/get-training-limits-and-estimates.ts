import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { getTrainingLimitsAndEstimates } from '../../domains/training/get-training-limits-and-estimates.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.getTrainingLimitsAndEstimates, ({ params }) =>
  getTrainingLimitsAndEstimates(params),
)
