import type { ProjectTestRun } from '@platform/shared/contracts/evaluation'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { listVersions } from '../projects/index.ts'
import { listModelRecords, toModel } from '../training/index.ts'
import { toTestRun } from './test-run-records.ts'

const runsPerVersion = 50

/** One version's latest runs with its name and its models' labels: two keyed queries. */
export async function listVersionTestRuns(key: VersionKey, versionName: string): Promise<ProjectTestRun[]> {
  const [{ data: runs }, models] = await Promise.all([
    db().entities.testRun.query.byVersion(key).go({ order: 'desc', limit: runsPerVersion }),
    listModelRecords(key),
  ])
  const labels = new Map(models.map((record) => [record.modelId, toModel(record).label]))
  return runs.map((record) => ({
    versionId: key.versionId,
    versionName,
    modelLabel: labels.get(record.modelId) ?? record.modelId,
    run: toTestRun(record),
  }))
}

/**
 * `GET /projects/{projectId}/test-runs`: the latest runs of every version and model of the project, newest first,
 * so any two can be compared (a new version against the one in production). Two keyed queries per version.
 */
export async function listProjectTestRuns(key: { organizationId: string; projectId: string }) {
  const versions = await listVersions(key)
  const perVersion = await Promise.all(
    versions.map((version) => listVersionTestRuns({ ...key, versionId: version.id }, version.name)),
  )
  return perVersion.flat().sort((first, second) => second.run.createdAt.localeCompare(first.run.createdAt))
}
