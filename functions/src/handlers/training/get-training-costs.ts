import { routes } from '@platform/shared/routes'
import { getTrainingCosts } from '../../domains/training/get-training-costs.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getTrainingCosts, ({ params }) => getTrainingCosts(params))
