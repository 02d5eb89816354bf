import { routes } from '@platform/shared/routes'
import { startTestRunsForAllModels } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.startTestRunsForAllModels, ({ params, body, session }) =>
  startTestRunsForAllModels(params, { ...body, userId: session.userId }),
)
