import * as organizationRoutes from '@platform/shared/routes/organization-routes'
import { createOrganization } from '../../domains/organizations/create-organization.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(organizationRoutes.createOrganization, ({ body, session }) =>
  createOrganization(session.userId, body.name),
)
