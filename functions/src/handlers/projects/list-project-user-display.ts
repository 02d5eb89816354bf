import * as projectRoutes from '@platform/shared/routes/project-routes'
import { listProjectUserDisplay } from '../../domains/projects/list-project-user-display.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(projectRoutes.listProjectUserDisplay, ({ params }) =>
  listProjectUserDisplay(params),
)
