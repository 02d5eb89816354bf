import { routes } from '@platform/shared/routes'
import { listMembers } from '../../domains/organizations/members.ts'
import { defineHandler } from '../../platform/http-handler.ts'

export const handler = defineHandler(routes.listOrganizationMembers, ({ params }) => listMembers(params.organizationId))
