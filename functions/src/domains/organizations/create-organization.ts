import { randomUUID } from 'node:crypto'
import type { Organization } from '@platform/shared/contracts/organizations'
import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { normalizedOrganizationName, requireOrganization, toOrganization } from './organization-records.ts'

/**
 * The plan a new organization starts on: the free tier, active, so a new organization can build and try an
 * assistant at once; billing moves it to a trial or a paid plan (and back when those end).
 */
export const startingPlanId = 'free'

/** Creates the organization, its name guard and the creator's admin membership in one transaction. */
export async function createOrganization(userId: string, name: string): Promise<Organization> {
  const organizationId = randomUUID()
  const displayName = name.trim().replace(/\s+/g, ' ')
  try {
    const result = await db()
      .transaction.write(({ organization, membership, uniqueValue, usageCounter }) => [
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
        // The creator is the first of the plan's users.
        usageCounter.create({ organizationId, item: 'users', count: 1 }).commit(),
      ])
      .go()
    if (result.canceled) throw new AppError('ORG_NAME_ALREADY_IN_USE')
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('ORG_NAME_ALREADY_IN_USE')
    throw error
  }
  return toOrganization(await requireOrganization(organizationId), 'admin')
}
