import { routes } from '@platform/shared/routes'
import { startTestRun } from '../../domains/evaluation/index.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.startTestRun, ({ params, body, session }) =>
  startTestRun(params, { ...body, userId: session.userId }),
)
