import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { changeMemberRole } from '../../domains/organizations/members.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.changeMemberRole, ({ params, body }) =>
  changeMemberRole(params.organizationId, body.userId, body.role),
)
