import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { cancelTraining } from '../../domains/training/cancel-training.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.cancelTraining, ({ params, session }) =>
  cancelTraining(params, { userId: session.userId }),
)
