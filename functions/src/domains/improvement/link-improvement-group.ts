import type { linkedContentSchema } from '@platform/shared/contracts/improvement'
import type * as z from 'zod'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { asUpdate, cancellationCodes, writeTogether } from '../../data/write-together.ts'
import { AppError } from '../../platform/app-error.ts'
import { contentItemExistsCheck } from '../content/index.ts'
import { type ImprovementGroupRecord, toImprovementGroup } from './improvement-records.ts'

type LinkedContent = z.output<typeof linkedContentSchema>

/**
 * "Link to a page or action": the group points at existing content of its version instead of a new answer. One
 * transaction: the page or action still exists (a condition on it) and the group is still open (its claim, with
 * who and when), so the link cannot name content deleted a moment before nor resolve a group twice.
 */
export async function linkImprovementGroup(group: ImprovementGroupRecord, target: LinkedContent, userId: string) {
  const key: VersionKey = {
    organizationId: group.organizationId,
    projectId: group.projectId,
    versionId: group.versionId,
  }
  const resolvedAt = new Date().toISOString()
  const claim = db()
    .entities.improvementGroup.patch({ ...key, groupId: group.groupId })
    .set({ status: 'linked', resolvedBy: userId, resolvedAt, linkedType: target.type, linkedId: target.id })
    .where((attributes, { eq }) => eq(attributes.status, 'open'))
  try {
    await writeTogether([contentItemExistsCheck(key, target.type, target.id), asUpdate(claim.params())])
  } catch (error) {
    const [content, groupCode] = cancellationCodes(error) ?? []
    if (content === 'ConditionalCheckFailed') {
      throw new AppError('NOT_FOUND', { message: `This ${target.type} does not exist in the version.` })
    }
    if (groupCode === 'ConditionalCheckFailed') {
      throw new AppError('NOT_FOUND', { message: 'This group has already left the inbox.' })
    }
    throw error
  }
  const linked = {
    ...group,
    status: 'linked' as const,
    resolvedBy: userId,
    resolvedAt,
    linkedType: target.type,
    linkedId: target.id,
  }
  return {
    group: toImprovementGroup(linked),
    knowledgeId: null,
    testCaseId: null,
    message: `Group linked to the ${target.type}.`,
  }
}
