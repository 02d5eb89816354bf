import * as projectRoutes from '@platform/shared/routes/project-routes'
import { getProject } from '../../domains/projects/get-project.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(projectRoutes.getProject, ({ params, access }) =>
  getProject(params, access.projectAccess ?? 'read'),
)
