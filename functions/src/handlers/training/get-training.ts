import { routes } from '@platform/shared/routes'
import { getTraining } from '../../domains/training/get-training.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getTraining, ({ params }) => getTraining(params))
