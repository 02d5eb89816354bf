import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { getOrganization } from '../../domains/organizations/get-organization.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.getOrganization, ({ params, access }) =>
  getOrganization(params.organizationId, access.organizationRole),
)
