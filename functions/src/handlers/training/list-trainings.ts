import { routes } from '@platform/shared/routes'
import { listTrainings } from '../../domains/training/list-trainings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listTrainings, ({ params }) => listTrainings(params))
