import { routes } from '@platform/shared/routes'
import { createOrganization } from '../../domains/organizations/create-organization.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.createOrganization, ({ body, session }) =>
  createOrganization(session.userId, body.name),
)
