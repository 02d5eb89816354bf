import { routes } from '@platform/shared/routes'
import { listProjects } from '../../domains/projects/list-projects.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listProjects, ({ params, session, access }) =>
  listProjects({
    organizationId: params.organizationId,
    userId: session.userId,
    organizationRole: access.organizationRole,
  }),
)
