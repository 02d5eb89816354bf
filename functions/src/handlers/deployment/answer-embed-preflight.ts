import * as deploymentRoutes from '@platform/shared/routes/deployment-routes'
import { defineHandler } from '../../platform/http-handler.ts'
import { answerPreflight } from './cross-origin.ts'

export const handler = defineHandler(deploymentRoutes.answerEmbedPreflight, ({ event, reply }) =>
  answerPreflight(event, reply),
)
