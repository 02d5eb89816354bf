import type { TestRun } from '@platform/shared/contracts/evaluation'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { requireModel } from '../training/index.ts'
import { toTestRun, versionKeyOf } from './test-run-records.ts'

type ModelKey = VersionKey & { modelId: string }

async function queryModelRuns(key: ModelKey, options: { order: 'asc' | 'desc'; limit?: number }) {
  const versionKey = versionKeyOf(key)
  await requireVersion(versionKey)
  await requireModel(versionKey, key.modelId)
  const { data } = await db()
    .entities.testRun.query.byModel({ ...versionKey, modelId: key.modelId })
    .go(options.limit ? { order: options.order, limit: options.limit } : { order: options.order, pages: 'all' })
  return data.map(toTestRun)
}

/** `GET /testcases/run/{modelId}`: the model's latest 50 runs, newest first (one keyed query on gsi1). */
export function listTestRuns(key: ModelKey): Promise<TestRun[]> {
  return queryModelRuns(key, { order: 'desc', limit: 50 })
}

/** `GET /testcases/run/all/{modelId}`: every run of the model, oldest first, for the pass-rate chart. */
export function listAllTestRuns(key: ModelKey): Promise<TestRun[]> {
  return queryModelRuns(key, { order: 'asc' })
}

/** `GET /testcases/run/running/{modelId}`: the model's queued and running runs, with progress. */
export async function listRunningTestRuns(key: ModelKey): Promise<TestRun[]> {
  const runs = await queryModelRuns(key, { order: 'desc', limit: 50 })
  return runs.filter((run) => run.status === 'queued' || run.status === 'running')
}
