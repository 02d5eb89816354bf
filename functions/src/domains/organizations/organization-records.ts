import type { OrganizationRole } from '@platform/shared/contracts/access'
import type { Organization } from '@platform/shared/contracts/organizations'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createOrganizationEntity } from '../../data/entities/organization-entity.ts'
import { getInBatch } from '../../data/get-in-batch.ts'
import { AppError } from '../../platform/app-error.ts'

export type OrganizationRecord = EntityItem<ReturnType<typeof createOrganizationEntity>>

export function toOrganization(record: OrganizationRecord, roleName: OrganizationRole): Organization {
  return {
    id: record.organizationId,
    name: record.name,
    subscription: { active: record.subscriptionActive, planId: record.planId ?? null },
    createdAt: record.createdAt,
    roleName,
  }
}

export async function requireOrganization(organizationId: string): Promise<OrganizationRecord> {
  const data = await getInBatch(db().entities.organization, { organizationId })
  if (!data) throw new AppError('NOT_FOUND')
  return data
}

export async function findMembership(organizationId: string, userId: string) {
  const { data } = await db().entities.membership.get({ organizationId, userId }).go()
  return data ?? undefined
}

export async function listMemberships(organizationId: string) {
  const { data } = await db().entities.membership.query.byOrganization({ organizationId }).go({ pages: 'all' })
  return data
}

/** Organization names are unique regardless of case and surrounding spaces. */
export function normalizedOrganizationName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}
