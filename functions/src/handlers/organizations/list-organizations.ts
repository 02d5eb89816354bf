import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { listOrganizations } from '../../domains/organizations/list-organizations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.listOrganizations, ({ session }) =>
  listOrganizations(session.userId),
)
