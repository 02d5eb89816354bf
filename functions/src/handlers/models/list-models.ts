import { routes } from '@platform/shared/routes'
import { listModels } from '../../domains/models/list-models.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listModels, ({ params }) => listModels(params))
