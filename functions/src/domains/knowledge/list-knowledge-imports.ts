import type { KnowledgeImport } from '@platform/shared/contracts/knowledge'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { listJobsOfScope } from '../../platform/jobs/job-service.ts'
import { requireVersion } from '../projects/index.ts'
import { toKnowledgeImport } from './knowledge-import-records.ts'

/** The version's knowledge imports, newest first, with their row reports: one keyed query on the jobs' scope. */
export async function listKnowledgeImports(key: VersionKey): Promise<KnowledgeImport[]> {
  await requireVersion(key)
  const jobs = await listJobsOfScope(versionScope(key), 'import-knowledge')
  return jobs.map(toKnowledgeImport)
}
