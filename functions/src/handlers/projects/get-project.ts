import { routes } from '@platform/shared/routes'
import { getProject } from '../../domains/projects/get-project.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getProject, ({ params, access }) =>
  getProject(params, access.projectAccess ?? 'read'),
)
