import type { KnowledgeImport } from '@platform/shared/contracts/knowledge'
import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import { importKnowledgeJobKind } from '../../jobs/import-knowledge-job.ts'
import { requireVersion } from '../projects/versions.ts'
import { toKnowledgeImport } from './knowledge-import-records.ts'

/** The version's knowledge imports, newest first, with their row reports: one keyed query on the jobs' scope. */
export async function listKnowledgeImports(key: VersionKey): Promise<KnowledgeImport[]> {
  await requireVersion(key)
  const { data } = await db()
    .entities.job.query.byScope({ scope: versionScope(key), kind: importKnowledgeJobKind })
    .go({ pages: 'all', order: 'desc' })
  return data.map(toKnowledgeImport)
}
