import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { listMembers } from '../../domains/organizations/members.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.listOrganizationMembers, ({ params }) =>
  listMembers(params.organizationId),
)
