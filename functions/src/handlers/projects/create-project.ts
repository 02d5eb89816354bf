import * as projectRoutes from '@platform/shared/routes/project-routes'
import { createProject } from '../../domains/projects/create-project.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(projectRoutes.createProject, ({ params, body, session, access }) =>
  createProject({
    organizationId: params.organizationId,
    userId: session.userId,
    organizationRole: access.organizationRole,
    name: body.name,
    description: body.description,
  }),
)
