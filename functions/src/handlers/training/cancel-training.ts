import { routes } from '@platform/shared/routes'
import { cancelTraining } from '../../domains/training/cancel-training.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.cancelTraining, ({ params, session }) =>
  cancelTraining(params, { userId: session.userId }),
)
