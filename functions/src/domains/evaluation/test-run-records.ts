import { randomBytes } from 'node:crypto'
import {
  type ScoreThresholds,
  type TestRun,
  type TestRunSummary,
  testRunSummarySchema,
} from '@platform/shared/contracts/evaluation'
import type { EntityItem } from 'electrodb'
import { db } from '../../data/database.ts'
import type { createTestRunCaseEntity } from '../../data/entities/test-run-case-entity.ts'
import type { createTestRunEntity } from '../../data/entities/test-run-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'

export type TestRunRecord = EntityItem<ReturnType<typeof createTestRunEntity>>
export type TestRunCaseRecord = EntityItem<ReturnType<typeof createTestRunCaseEntity>>
export type TestRunKey = VersionKey & { runId: string }
type TestRunChanges = Partial<Omit<TestRunRecord, keyof TestRunKey | 'createdAt' | 'updatedAt'>>

/** Time first (base 36), then random: runs sort by start time in the version's and the model's lists. */
export function newTestRunId(at: Date = new Date()): string {
  return `tr${at.getTime().toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`
}

/** Positions sort as text in the run's partition. */
export function positionKey(position: number): string {
  return String(position).padStart(6, '0')
}

/** Only the version's keys of a record that holds more (electrodb writes every attribute it is given). */
export function versionKeyOf(key: VersionKey): VersionKey {
  return { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId }
}

export function testRunKeyOf(record: TestRunKey): TestRunKey {
  return {
    organizationId: record.organizationId,
    projectId: record.projectId,
    versionId: record.versionId,
    runId: record.runId,
  }
}

export async function findTestRun(key: TestRunKey): Promise<TestRunRecord | null> {
  const { data } = await db().entities.testRun.get(testRunKeyOf(key)).go()
  return data
}

/** The run of the model, or NOT_FOUND (a run id of another model or version is not found either). */
export async function requireTestRun(key: TestRunKey, modelId?: string): Promise<TestRunRecord> {
  const record = await findTestRun(key)
  if (!record || (modelId !== undefined && record.modelId !== modelId))
    throw new AppError('NOT_FOUND', { message: 'This test run does not exist for the model.' })
  return record
}

export async function updateTestRun(key: TestRunKey, changes: TestRunChanges): Promise<void> {
  await db().entities.testRun.patch(testRunKeyOf(key)).set(changes).go()
}

/** Every case of a run in position order: one keyed query on the run's partition (bounded by the run size). */
export async function listRunCases(key: TestRunKey): Promise<TestRunCaseRecord[]> {
  const { data } = await db().entities.testRunCase.query.byRun(testRunKeyOf(key)).go({ pages: 'all' })
  return data
}

export function toTestRun(record: TestRunRecord): TestRun {
  const summary = testRunSummarySchema.safeParse(record.summary)
  return {
    id: record.runId,
    modelId: record.modelId,
    testsetType: record.testsetType,
    status: record.status,
    completed: Math.min(record.nextPosition, record.total),
    total: record.total,
    progressMessage: record.progressMessage ?? null,
    thresholds: record.thresholds as ScoreThresholds,
    judge: { available: record.judgeAvailable, note: record.judgeNote ?? null },
    summary: summary.success ? (summary.data as TestRunSummary) : null,
    failureReason: record.failureReason ?? null,
    createdAt: record.createdAt,
    startedAt: record.startedAt ?? null,
    finishedAt: record.finishedAt ?? null,
  }
}

export function isFinished(status: TestRunRecord['status']): boolean {
  return status === 'succeeded' || status === 'failed' || status === 'cancelled'
}
