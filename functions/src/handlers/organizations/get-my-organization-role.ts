import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { defineHandler } from '../../platform/http-handler.ts'

// The access check already resolved the role; answering it needs no further read.
export const handler = defineHandler(organizationRoutes.getMyOrganizationRole, async ({ access }) => ({
  organizationId: access.organizationId,
  roleName: access.organizationRole,
}))
