import type { OrganizationRole } from '@platform/shared/contracts/access'
import type { Organization } from '@platform/shared/contracts/organizations'
import { requireOrganization, toOrganization } from './organization-records.ts'

export async function getOrganization(organizationId: string, roleName: OrganizationRole): Promise<Organization> {
  return toOrganization(await requireOrganization(organizationId), roleName)
}
