import * as modelRoutes from '@platform/shared/routes/model-routes'
import { listModels } from '../../domains/playground/list-models.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(modelRoutes.listModels, ({ params }) => listModels(params))
