import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { startTraining } from '../../domains/training/start-training.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.startCustomTraining, ({ params, body, session }) =>
  startTraining(params, { kind: 'custom', options: body, userId: session.userId }),
)
