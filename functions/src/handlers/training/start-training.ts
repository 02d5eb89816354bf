import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { startTraining } from '../../domains/training/start-training.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.startTraining, ({ params, body, session }) =>
  startTraining(params, { kind: 'standard', options: body, userId: session.userId }),
)
