import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { getRagSettings } from '../../domains/training/get-rag-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.getRagSettings, ({ params }) => getRagSettings(params))
