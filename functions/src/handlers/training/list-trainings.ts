import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { listTrainings } from '../../domains/training/list-trainings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.listTrainings, ({ params }) => listTrainings(params))
