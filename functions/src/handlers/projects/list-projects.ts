import * as projectRoutes from '@platform/shared/routes/project-routes'
import { listProjects } from '../../domains/projects/list-projects.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(projectRoutes.listProjects, ({ params, session, access }) =>
  listProjects({
    organizationId: params.organizationId,
    userId: session.userId,
    organizationRole: access.organizationRole,
  }),
)
