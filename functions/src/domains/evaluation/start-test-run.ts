import { type TestRun, type TestsetType, testingMessages } from '@platform/shared/contracts/evaluation'
import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { AppError } from '../../platform/app-error.ts'
import { enqueueJob } from '../../platform/jobs/job-service.ts'
import { logger } from '../../platform/logger.ts'
import { creditBalanceOf } from '../organizations/index.ts'
import { recordTimelineEvent, requireVersion } from '../projects/index.ts'
import {
  findRagSetting,
  listModelRecords,
  requireModel,
  type TrainedModelRecord,
  toRagSettings,
} from '../training/index.ts'
import { evaluationTimelineEvents } from './evaluation-timeline.ts'
import { judgeAvailability } from './judge-answer.ts'
import { readTestSet } from './read-test-set.ts'
import { readScoreThresholds } from './score-thresholds.ts'
import { acquireTestRunLock, releaseTestRunLock } from './test-run-lock.ts'
import { newTestRunId, toTestRun, versionKeyOf } from './test-run-records.ts'

/**
 * Starts a run of a test set against one trained model: checks the model is ready, the set has cases and the
 * organization has credits, takes the set's slot on the model (TESTING_IN_PROGRESS while another run holds it),
 * records the run as queued and hands it to the test-run job (the job state machine). Credits are debited per
 * case by metered cost as the run scores it.
 *
 * @example
 * await startTestRun(key, { modelId, testsetType: 'testcases', userId })
 */
export async function startTestRun(
  key: VersionKey,
  input: { modelId: string; testsetType: TestsetType; userId: string },
): Promise<{ run: TestRun; message: string }> {
  const versionKey = versionKeyOf(key)
  await requireVersion(versionKey)
  const model = await requireModel(versionKey, input.modelId)
  return { run: await startRunOnModel(versionKey, model, input), message: testingMessages.started }
}

/** `POST /testcases/run/all`: a run of the set on every ready model of the version that is not already testing it. */
export async function startTestRunsForAllModels(
  key: VersionKey,
  input: { testsetType: TestsetType; userId: string },
): Promise<{ runs: TestRun[]; message: string }> {
  const versionKey = versionKeyOf(key)
  await requireVersion(versionKey)
  const models = (await listModelRecords(versionKey)).filter((model) => model.status === 'ready')
  if (models.length === 0) throw new AppError('VALIDATION_FAILED', { message: testingMessages.noModels })
  const runs: TestRun[] = []
  for (const model of models) {
    try {
      runs.push(await startRunOnModel(versionKey, model, input))
    } catch (error) {
      if (error instanceof AppError && error.code === 'TESTING_IN_PROGRESS') continue
      throw error
    }
  }
  if (runs.length === 0) throw new AppError('TESTING_IN_PROGRESS')
  return { runs, message: testingMessages.started }
}

async function startRunOnModel(
  key: VersionKey,
  model: TrainedModelRecord,
  input: { testsetType: TestsetType; userId: string },
): Promise<TestRun> {
  if (model.status !== 'ready')
    throw new AppError('VALIDATION_FAILED', { message: 'This model is no longer available.' })
  const cases = await readTestSet(key, input.testsetType)
  if (cases.length === 0) throw new AppError('VALIDATION_FAILED', { message: testingMessages.noCases })
  if ((await creditBalanceOf(key.organizationId)) <= 0) throw new AppError('CREDITS_EXHAUSTED')
  const [thresholds, ragSetting] = await Promise.all([readScoreThresholds(key), findRagSetting(key)])
  const judge = judgeAvailability(modelProvider())
  const runId = newTestRunId()
  const lock = { modelId: model.modelId, testsetType: input.testsetType, runId }
  await acquireTestRunLock(key, lock)
  const runKey = { ...key, runId }
  try {
    await db()
      .entities.testRun.create({
        ...runKey,
        modelId: model.modelId,
        testsetType: input.testsetType,
        total: cases.length,
        thresholds,
        judgeAvailable: judge.available,
        ...(judge.note ? { judgeNote: judge.note } : {}),
        useRag: toRagSettings(ragSetting).ragEnabled && Boolean(model.ragIndexKey),
        progressMessage: 'Waiting to start.',
        createdBy: input.userId,
      })
      .go()
    const { jobId } = await enqueueJob({ kind: 'run-test-cases', scope: versionScope(key), payload: runKey })
    await db().entities.testRun.patch(runKey).set({ jobId }).go()
  } catch (error) {
    // Nothing ran: leave no run that would never move, and free the slot.
    await db().entities.testRun.delete(runKey).go()
    await releaseTestRunLock(key, lock)
    logger.error('test run could not be queued', { error, ...runKey })
    throw error
  }
  await recordTimelineEvent(key, {
    type: evaluationTimelineEvents.started,
    summary: `Testing started: ${cases.length} ${input.testsetType === 'knowledge' ? 'knowledge pairs' : 'test cases'} on model ${model.modelId}`,
    details: { runId, modelId: model.modelId, testsetType: input.testsetType, cases: cases.length },
    actorId: input.userId,
  })
  const { data } = await db().entities.testRun.get(runKey).go()
  if (!data) throw new AppError('UNEXPECTED_ERROR')
  return toTestRun(data)
}
