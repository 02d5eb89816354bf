import * as projectRoutes from '@platform/shared/routes/project-routes'
import { setProjectUserAccess } from '../../domains/projects/set-project-user-access.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(projectRoutes.setProjectUserAccess, ({ params, body }) =>
  setProjectUserAccess(params, body),
)
