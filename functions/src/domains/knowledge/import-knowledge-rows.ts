import type { KnowledgeImportReport } from '@platform/shared/contracts/knowledge'
import type { VersionKey } from '../../data/version-scope.ts'
import type { JobContext } from '../../platform/jobs/job-definition.ts'
import { recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import { readObjectText } from '../sources/index.ts'
import { parseKnowledgeCsv } from './knowledge-csv.ts'
import { writeKnowledgePairs } from './write-knowledge-pairs.ts'

/** Row errors kept in the report; the count says how many there were in all. */
const reportedErrors = 100

/**
 * Imports the rows of a knowledge CSV stored by `startKnowledgeImport`: good rows become pairs (`source` import,
 * `sourceKey` the import's job id), rows whose prompt the version already holds are counted as already present,
 * bad rows are reported by number. Deterministic ids make a rerun write nothing twice. The plan's knowledge limit
 * applies to the whole file: over it, nothing is written and the import fails with the limit message.
 */
export async function importKnowledgeRows(
  context: JobContext<VersionKey & { objectKey: string; fileName: string; actorId?: string }>,
): Promise<KnowledgeImportReport> {
  const { payload, jobId } = context
  const key: VersionKey = {
    organizationId: payload.organizationId,
    projectId: payload.projectId,
    versionId: payload.versionId,
  }
  const parsed = parseKnowledgeCsv(await readObjectText(payload.objectKey))
  await context.reportProgress(0, parsed.total, 'Importing rows')
  const result = await writeKnowledgePairs(
    key,
    parsed.rows.map((row) => ({
      prompt: row.prompt,
      alternativePrompts: row.alternativePrompts,
      completion: row.completion,
      source: 'import',
      sourceKey: jobId,
    })),
  )
  await context.reportProgress(parsed.total, parsed.total, 'Imported')
  const report: KnowledgeImportReport = {
    rows: parsed.total,
    imported: result.written,
    alreadyPresent: result.alreadyPresent,
    failed: parsed.errors.length,
    errors: parsed.errors.slice(0, reportedErrors),
  }
  await recordTimelineEvent(key, {
    type: timelineEventTypes.jobFinished,
    summary: `${report.imported} knowledge ${report.imported === 1 ? 'pair' : 'pairs'} imported from ${payload.fileName}`,
    details: { kind: 'import-knowledge', jobId, ...report, errors: undefined },
    ...(payload.actorId ? { actorId: payload.actorId } : {}),
  })
  return report
}
