import { routes } from '@platform/shared/routes'
import { listModels } from '../../domains/playground/list-models.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listModels, ({ params }) => listModels(params))
