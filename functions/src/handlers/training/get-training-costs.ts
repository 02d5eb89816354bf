import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { getTrainingCosts } from '../../domains/training/get-training-costs.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.getTrainingCosts, ({ params }) => getTrainingCosts(params))
