import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { getTraining } from '../../domains/training/get-training.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.getTraining, ({ params }) => getTraining(params))
