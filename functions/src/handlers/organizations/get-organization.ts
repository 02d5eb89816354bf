import { routes } from '@platform/shared/routes'
import { getOrganization } from '../../domains/organizations/get-organization.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.getOrganization, ({ params, access }) =>
  getOrganization(params.organizationId, access.organizationRole),
)
