import type { ScoreThresholds } from '@platform/shared/contracts/evaluation'
import { db, isConditionFailure } from '../../data/database.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import type { JobContext, WorkflowStep } from '../../platform/jobs/job-definition.ts'
import { creditBalanceOf, debitCredits } from '../organizations/index.ts'
import { recordTimelineEvent } from '../projects/index.ts'
import { evaluationTimelineEvents } from './evaluation-timeline.ts'
import { readTestSet } from './read-test-set.ts'
import { type CaseOutcome, isTransient, scoreTestCase } from './score-test-case.ts'
import { summarizeCases } from './summarize-cases.ts'
import { releaseTestRunLock } from './test-run-lock.ts'
import {
  findTestRun,
  listRunCases,
  positionKey,
  type TestRunCaseRecord,
  type TestRunKey,
  type TestRunRecord,
  testRunKeyOf,
  updateTestRun,
  versionKeyOf,
} from './test-run-records.ts'

/** Transient provider failures (rate limits, outages) in a row before a run gives up. */
const maximumTransientFailures = 5
const transientRetrySeconds = 20

/**
 * The test-run job's one step (the job state machine calls it with `start`, then `continue` until done). Stages:
 * snapshot (write every case of the set as `pending`) → scoring (one batch per call from the run's cursor) →
 * summary. Every piece is safe to repeat, so a worker that stops mid-run and is started again neither loses nor
 * double-counts a case: a case is scored and charged only by the conditional write that moves it out of
 * `pending`, and the summary is computed from the cases themselves.
 */
export async function advanceTestRun(
  key: TestRunKey,
  context: Pick<JobContext<unknown>, 'reportProgress' | 'log'>,
): Promise<WorkflowStep> {
  const run = await findTestRun(key)
  if (!run) throw new Error('The test run no longer exists.')
  if (run.status === 'succeeded' || run.status === 'cancelled')
    return { done: true, result: { runId: run.runId, status: run.status } }
  if (run.status === 'failed') throw new Error(run.failureReason ?? 'The test run failed.')
  try {
    const step = await runStage(run)
    const latest = await findTestRun(key)
    if (latest)
      await context.reportProgress(Math.min(latest.nextPosition, latest.total), latest.total, latest.progressMessage)
    return step
  } catch (error) {
    const reason =
      error instanceof AppError
        ? error.message
        : 'The test run stopped because of an unexpected error. Please try again.'
    context.log.error('test run step failed', { error, runId: run.runId, stage: run.stage })
    await failTestRun(run, reason)
    throw new Error(reason)
  }
}

async function runStage(run: TestRunRecord): Promise<WorkflowStep> {
  switch (run.stage) {
    case 'snapshot':
      await takeSnapshot(run)
      return { done: false, waitSeconds: 0 }
    case 'scoring':
      return scoreNextBatch(run)
    case 'summary':
    case 'done':
      return finishRun(run)
  }
}

/** Writes the set's cases as `pending`, keyed by position: a repeat writes the same items. */
async function takeSnapshot(run: TestRunRecord): Promise<void> {
  const key = testRunKeyOf(run)
  const versionKey = versionKeyOf(run)
  await updateTestRun(key, {
    status: 'running',
    startedAt: run.startedAt ?? new Date().toISOString(),
    progressMessage: 'Reading the test set.',
  })
  const cases = await readTestSet(versionKey, run.testsetType)
  if (cases.length === 0) throw new AppError('VALIDATION_FAILED', { message: 'The test set has no cases any more.' })
  const items = cases.map((item, position) => ({
    ...key,
    positionKey: positionKey(position),
    position,
    caseId: item.caseId,
    prompt: item.prompt,
    expectedCompletion: item.expectedCompletion,
    status: 'pending' as const,
  }))
  for (let start = 0; start < items.length; start += 25) {
    const { unprocessed } = await db()
      .entities.testRunCase.put(items.slice(start, start + 25))
      .go()
    if (unprocessed.length > 0) throw new Error(`Could not record ${unprocessed.length} cases; retrying`)
  }
  await updateTestRun(key, {
    stage: 'scoring',
    total: items.length,
    nextPosition: 0,
    progressMessage: `Scoring ${items.length} cases.`,
  })
}

async function scoreNextBatch(run: TestRunRecord): Promise<WorkflowStep> {
  const settings = environment()
  const key = testRunKeyOf(run)
  if ((await creditBalanceOf(run.organizationId)) <= 0) throw new AppError('CREDITS_EXHAUSTED')
  const { data: batch } = await db()
    .entities.testRunCase.query.byRun(key)
    .gte({ positionKey: positionKey(run.nextPosition) })
    .go({ limit: settings.TEST_RUN_BATCH_SIZE })
  const provider = modelProvider()
  let nextPosition = run.nextPosition
  for (const item of batch) {
    if (item.status === 'pending') {
      let outcome: CaseOutcome
      try {
        outcome = await scoreTestCase(provider, { ...run, thresholds: run.thresholds as ScoreThresholds }, item)
      } catch (error) {
        if (!isTransient(error)) throw error
        return pauseAfterTransientFailure(run, nextPosition, error as AppError)
      }
      await recordCaseOutcome(run, item, outcome)
    }
    nextPosition = item.position + 1
  }
  const finished = batch.length === 0 || nextPosition >= run.total
  await advanceCursor(run, nextPosition, finished)
  if (finished) return { done: false, waitSeconds: 0 }
  return { done: false, waitSeconds: settings.TEST_RUN_STEP_WAIT_SECONDS }
}

/**
 * Writes a case's result only if it is still `pending`, then debits its metered cost: the write that wins is
 * the one that charges, so a repeated step (a redelivery, a restarted worker) charges nothing twice.
 */
async function recordCaseOutcome(run: TestRunRecord, item: TestRunCaseRecord, outcome: CaseOutcome): Promise<void> {
  try {
    await db()
      .entities.testRunCase.patch({ ...testRunKeyOf(run), positionKey: item.positionKey })
      .set({
        status: outcome.status,
        failedChecks: outcome.failedChecks,
        costMicros: outcome.costMicros,
        sources: outcome.sources,
        ...(outcome.actualCompletion !== undefined ? { actualCompletion: outcome.actualCompletion } : {}),
        ...(outcome.scores ? { scores: outcome.scores } : {}),
        ...(outcome.judgeNote ? { judgeNote: outcome.judgeNote } : {}),
        ...(outcome.latencyMs !== undefined ? { latencyMs: outcome.latencyMs } : {}),
        ...(outcome.tokens ? { tokens: outcome.tokens } : {}),
        ...(outcome.error ? { error: outcome.error } : {}),
      })
      .where((attributes, operations) => operations.eq(attributes.status, 'pending'))
      .go()
  } catch (error) {
    if (isConditionFailure(error)) return
    throw error
  }
  await debitCredits(run.organizationId, outcome.costMicros, { reason: 'evaluation', reference: run.runId })
}

/** Moves the cursor forward only from where this step read it, so two overlapping steps cannot move it back. */
async function advanceCursor(run: TestRunRecord, nextPosition: number, finished: boolean): Promise<void> {
  try {
    await db()
      .entities.testRun.patch(testRunKeyOf(run))
      .set({
        nextPosition,
        transientFailures: 0,
        progressMessage: finished ? 'Summarizing the results.' : `Scored ${nextPosition} of ${run.total} cases.`,
        ...(finished ? { stage: 'summary' as const } : {}),
      })
      .where((attributes, operations) => operations.eq(attributes.nextPosition, run.nextPosition))
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
}

async function pauseAfterTransientFailure(run: TestRunRecord, nextPosition: number, error: AppError) {
  const failures = (run.transientFailures ?? 0) + 1
  if (failures > maximumTransientFailures) throw error
  await advanceCursor(run, nextPosition, false)
  await updateTestRun(testRunKeyOf(run), {
    transientFailures: failures,
    progressMessage: `The model provider is busy (${error.message}); retrying in ${transientRetrySeconds} seconds.`,
  })
  return { done: false, waitSeconds: transientRetrySeconds }
}

async function finishRun(run: TestRunRecord): Promise<WorkflowStep> {
  const key = testRunKeyOf(run)
  const cases = await listRunCases(key)
  const summary = summarizeCases(
    cases.map((item) => ({
      status: item.status,
      scores: item.scores ?? null,
      latencyMs: item.latencyMs ?? null,
      totalTokens: (item.tokens as { total?: number } | undefined)?.total ?? 0,
      costMicros: item.costMicros,
    })),
  )
  let finishedNow = true
  try {
    await db()
      .entities.testRun.patch(key)
      .set({
        status: 'succeeded',
        stage: 'done',
        summary,
        nextPosition: run.total,
        finishedAt: new Date().toISOString(),
        progressMessage: `Finished: ${summary.passed} of ${summary.total} cases passed.`,
      })
      .where((attributes, operations) => operations.eq(attributes.status, 'running'))
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    finishedNow = false
  }
  await releaseTestRunLock(run, { modelId: run.modelId, testsetType: run.testsetType, runId: run.runId })
  if (finishedNow) {
    await recordTimelineEvent(versionKeyOf(run), {
      type: evaluationTimelineEvents.succeeded,
      summary: `Testing finished on model ${run.modelId}: ${summary.passed} of ${summary.total} passed`,
      details: { runId: run.runId, modelId: run.modelId, passRate: summary.passRate, costUsd: summary.totalCostUsd },
    })
  }
  return { done: true, result: { runId: run.runId, passRate: summary.passRate, total: summary.total } }
}

async function failTestRun(run: TestRunRecord, reason: string): Promise<void> {
  try {
    await db()
      .entities.testRun.patch(testRunKeyOf(run))
      .set({ status: 'failed', failureReason: reason, finishedAt: new Date().toISOString(), progressMessage: reason })
      .where(
        (attributes, operations) =>
          `${operations.eq(attributes.status, 'running')} OR ${operations.eq(attributes.status, 'queued')}`,
      )
      .go()
    await recordTimelineEvent(versionKeyOf(run), {
      type: evaluationTimelineEvents.failed,
      summary: `Testing failed on model ${run.modelId}: ${reason}`,
      details: { runId: run.runId, modelId: run.modelId },
    })
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
  await releaseTestRunLock(run, { modelId: run.modelId, testsetType: run.testsetType, runId: run.runId })
}
