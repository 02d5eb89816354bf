import type { TestsetType } from '@platform/shared/contracts/evaluation'
import { db, isConditionFailure } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { findTestRun, isFinished, versionKeyOf } from './test-run-records.ts'

function lockName(modelId: string, testsetType: TestsetType): string {
  return `lock#${modelId}#${testsetType}`
}

/**
 * Takes the one slot a test set has on a model, for `runId`: a conditional create, so of two concurrent starts
 * one wins and the other answers TESTING_IN_PROGRESS. A slot still held by a run that has ended (a worker that
 * died before releasing it) is taken over, conditionally on that stale holder.
 */
export async function acquireTestRunLock(
  key: VersionKey,
  lock: { modelId: string; testsetType: TestsetType; runId: string },
): Promise<void> {
  const name = lockName(lock.modelId, lock.testsetType)
  const versionKey = versionKeyOf(key)
  try {
    await db()
      .entities.evaluationSetting.create({ ...versionKey, name, runId: lock.runId })
      .go()
    return
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
  const { data: held } = await db()
    .entities.evaluationSetting.get({ ...versionKey, name })
    .go()
  const holder = held?.runId ? await findTestRun({ ...versionKey, runId: held.runId }) : null
  if (holder && !isFinished(holder.status)) throw new AppError('TESTING_IN_PROGRESS')
  try {
    await db()
      .entities.evaluationSetting.patch({ ...versionKey, name })
      .set({ runId: lock.runId })
      .where((attributes, operations) => operations.eq(attributes.runId, held?.runId ?? ''))
      .go()
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('TESTING_IN_PROGRESS')
    throw error
  }
}

/** Frees the slot if `runId` still holds it; repeatable. */
export async function releaseTestRunLock(
  key: VersionKey,
  lock: { modelId: string; testsetType: TestsetType; runId: string },
): Promise<void> {
  try {
    await db()
      .entities.evaluationSetting.delete({ ...versionKeyOf(key), name: lockName(lock.modelId, lock.testsetType) })
      .where((attributes, operations) => operations.eq(attributes.runId, lock.runId))
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
}
