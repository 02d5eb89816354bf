import type { Organization } from '@platform/shared/contracts/organizations'
import { db } from '../../data/database.ts'
import { toOrganization } from './organization-records.ts'

/** The caller's organizations, by the user-keyed membership index and one batch get. */
export async function listOrganizations(userId: string): Promise<Organization[]> {
  const { data: memberships } = await db().entities.membership.query.byUser({ userId }).go({ pages: 'all' })
  if (memberships.length === 0) return []
  const { data: organizations } = await db()
    .entities.organization.get(memberships.map((membership) => ({ organizationId: membership.organizationId })))
    .go()
  const roles = new Map(memberships.map((membership) => [membership.organizationId, membership.role]))
  return organizations
    .map((organization) => toOrganization(organization, roles.get(organization.organizationId) ?? 'viewer'))
    .sort((left, right) => left.name.localeCompare(right.name))
}
