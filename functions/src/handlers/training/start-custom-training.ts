import { routes } from '@platform/shared/routes'
import { startTraining } from '../../domains/training/start-training.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.startCustomTraining, ({ params, body, session }) =>
  startTraining(params, { kind: 'custom', options: body, userId: session.userId }),
)
