import { routes } from '@platform/shared/routes'
import { listOrganizations } from '../../domains/organizations/list-organizations.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listOrganizations, ({ session }) => listOrganizations(session.userId))
