import type { actOnImprovementGroupRequestSchema, ImprovementGroupStatus } from '@platform/shared/contracts/improvement'
import type * as z from 'zod'
import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { createTestCase } from '../evaluation/index.ts'
import { createKnowledge } from '../knowledge/index.ts'
import { listModelRecords } from '../training/index.ts'
import { mostCommonWording, toImprovementGroup } from './improvement-records.ts'
import { linkImprovementGroup } from './link-improvement-group.ts'

type GroupAction = z.output<typeof actOnImprovementGroupRequestSchema>
/** The actions that create something (a link is taken before, in one transaction of its own). */
type CreatingAction = Exclude<GroupAction, { action: 'link' }>

/** What an out-of-scope test case expects when no model of the version has a decline of its own. */
const declineWithoutFallback = "I can't help with that. Ask me about this product instead."

const resolvedStatus: Record<GroupAction['action'], ImprovementGroupStatus> = {
  answer: 'answered',
  outOfScope: 'outOfScope',
  link: 'linked',
  dismiss: 'dismissed',
}

/**
 * `POST …/improvement-groups/{groupId}/actions`: resolves an open group once. The group is claimed first (one
 * conditional update: still open → resolved, with who and when), so two people acting at once cannot both create
 * a pair; what the action creates (a Q&A pair and optionally a test case, or an out-of-scope test case expecting a
 * decline) follows, and if that is refused (a prompt the version already has, a frozen version) the claim is
 * released, on condition it is still this one, and the error answered. What is created goes to `targetVersionId`
 * (a version of the same project) when given: the version a deployed model serves is frozen.
 */
export async function actOnImprovementGroup(
  params: VersionKey & { groupId: string },
  action: GroupAction,
  userId: string,
) {
  const { groupId, ...key } = params
  const groupKey = { ...key, groupId }
  const { data: group } = await db().entities.improvementGroup.get(groupKey).go({ consistent: true })
  if (!group) throw new AppError('NOT_FOUND', { message: 'This group is not in the version’s inbox.' })
  if (action.action === 'link') return linkImprovementGroup(group, action.target, userId)
  const resolvedAt = new Date().toISOString()
  // A version of the same project (the key keeps the tenant): its absence answers NOT_FOUND, a frozen one
  // VERSION_FROZEN, from the knowledge and evaluation operations themselves.
  const target =
    'targetVersionId' in action && action.targetVersionId ? { ...key, versionId: action.targetVersionId } : key
  const answerVersion = action.action === 'answer' ? { answerVersionId: target.versionId } : {}
  try {
    await db()
      .entities.improvementGroup.patch(groupKey)
      .set({ status: resolvedStatus[action.action], resolvedBy: userId, resolvedAt, ...answerVersion })
      .where((attributes, { eq }) => eq(attributes.status, 'open'))
      .go()
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new AppError('NOT_FOUND', { message: 'This group has already left the inbox.' })
    }
    throw error
  }
  const prompt = action.action === 'answer' && action.prompt ? action.prompt : mostCommonWording(group.examples)
  try {
    const created = await createFor(key, target, action, prompt)
    const resolved = {
      ...group,
      status: resolvedStatus[action.action],
      resolvedBy: userId,
      resolvedAt,
      ...answerVersion,
    }
    return { group: toImprovementGroup(resolved), ...created }
  } catch (error) {
    await db()
      .entities.improvementGroup.patch(groupKey)
      .set({ status: 'open' })
      .remove(['resolvedBy', 'resolvedAt', 'answerVersionId'])
      .where(
        (attributes, { eq }) => `${eq(attributes.resolvedAt, resolvedAt)} AND ${eq(attributes.resolvedBy, userId)}`,
      )
      .go()
      .catch(() => undefined)
    throw error
  }
}

/** `source` is the group's version (its models' decline), `key` the version written to. */
async function createFor(source: VersionKey, key: VersionKey, action: CreatingAction, prompt: string) {
  if (action.action === 'dismiss') return { knowledgeId: null, testCaseId: null, message: 'Group dismissed.' }
  if (action.action === 'outOfScope') {
    const { item } = await createTestCase(key, { prompt, expectedCompletion: await declineOf(source) })
    return { knowledgeId: null, testCaseId: item.id, message: 'Out-of-scope test case added.' }
  }
  const { item } = await createKnowledge(key, { prompt, completion: action.completion })
  if (!action.addTestCase) return { knowledgeId: item.id, testCaseId: null, message: 'Knowledge added.' }
  const testCase = await createTestCase(key, { prompt, expectedCompletion: action.completion })
  return { knowledgeId: item.id, testCaseId: testCase.item.id, message: 'Knowledge and test case added.' }
}

/** The decline the version's newest model gives (its fallback answer), which an out-of-scope case expects. */
async function declineOf(key: VersionKey): Promise<string> {
  const models = await listModelRecords(key)
  const newest = models
    .filter((model) => model.fallbackAnswer)
    .sort((left, right) => (right.createdAt ?? '').localeCompare(left.createdAt ?? ''))[0]
  return newest?.fallbackAnswer ?? declineWithoutFallback
}
