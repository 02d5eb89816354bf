import { routes } from '@platform/shared/routes'
import { createProject } from '../../domains/projects/create-project.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createProject, ({ params, body, session, access }) =>
  createProject({
    organizationId: params.organizationId,
    userId: session.userId,
    organizationRole: access.organizationRole,
    name: body.name,
    description: body.description,
  }),
)
