import * as projectRoutes from '@platform/shared/routes/project-routes'
import { defineHandler } from '../../platform/http-handler.ts'

// The access check already resolved the role and the project access; answering needs no further read.
export const handler = defineHandler(projectRoutes.getMyProjectRole, async ({ params, access }) => ({
  organizationId: access.organizationId,
  projectId: params.projectId,
  roleName: access.organizationRole,
  access: access.projectAccess ?? 'read',
}))
