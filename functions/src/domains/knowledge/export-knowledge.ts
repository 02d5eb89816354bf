import type { KnowledgeExport } from '@platform/shared/contracts/knowledge'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { writeKnowledgeCsv } from './knowledge-csv.ts'
import { listAllKnowledge } from './knowledge-records.ts'

/**
 * The version's knowledge as a CSV in list order (newest first), which `POST /knowledge/imports` reads back into
 * the same pairs in the same order. Bounded by the plan's knowledge limit, so it fits one response.
 */
export async function exportKnowledge(key: VersionKey): Promise<KnowledgeExport> {
  const version = await requireVersion(key)
  const items = await listAllKnowledge(key)
  const slug =
    version.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || key.versionId
  return {
    fileName: `knowledge-${slug}-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv',
    count: items.length,
    content: writeKnowledgeCsv(items),
  }
}
