import { randomUUID } from 'node:crypto'
import type { Organization } from '@platform/shared/contracts/organizations'
import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { normalizedOrganizationName, requireOrganization, toOrganization } from './organization-records.ts'

/**
 * The plan a new organization starts on. Billing is not built yet, so every organization starts active on the
 * free plan; the billing feature replaces this with trials and subscriptions.
 */
export const startingPlanId = 'free'

/** Creates the organization, its name guard and the creator's admin membership in one transaction. */
export async function createOrganization(userId: string, name: string): Promise<Organization> {
  const organizationId = randomUUID()
  const displayName = name.trim().replace(/\s+/g, ' ')
  try {
    const result = await db()
      .transaction.write(({ organization, membership, uniqueValue }) => [
        uniqueValue
          .create({ kind: 'organizationName', value: normalizedOrganizationName(displayName), ownerId: organizationId })
          .commit(),
        organization
          .create({
            organizationId,
            name: displayName,
            planId: startingPlanId,
            subscriptionActive: true,
            createdBy: userId,
          })
          .commit(),
        membership.create({ organizationId, userId, role: 'admin' }).commit(),
      ])
      .go()
    if (result.canceled) throw new AppError('ORG_NAME_ALREADY_IN_USE')
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('ORG_NAME_ALREADY_IN_USE')
    throw error
  }
  return toOrganization(await requireOrganization(organizationId), 'admin')
}
