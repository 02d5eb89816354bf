import { routes } from '@platform/shared/routes'
import { getTrainingLimitsAndEstimates } from '../../domains/training/get-training-limits-and-estimates.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getTrainingLimitsAndEstimates, ({ params }) =>
  getTrainingLimitsAndEstimates(params),
)
