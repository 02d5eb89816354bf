import * as trainingRoutes from '@platform/shared/routes/training-routes'
import { setRagSettings } from '../../domains/training/set-rag-settings.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(trainingRoutes.setRagSettings, ({ params, body, session }) =>
  setRagSettings(params, { ragEnabled: body.ragEnabled, userId: session.userId }),
)
