import { routes } from '@platform/shared/routes'
import { changeMemberRole } from '../../domains/organizations/members.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.changeMemberRole, ({ params, body }) =>
  changeMemberRole(params.organizationId, body.userId, body.role),
)
