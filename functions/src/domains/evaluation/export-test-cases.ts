import type { EvaluationExport } from '@platform/shared/contracts/evaluation'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireVersion } from '../projects/index.ts'
import { writeCsv } from './test-case-csv.ts'
import { listAllTestCases } from './test-case-records.ts'

/** A file name from a version name: `testcases-release-2-2026-11-23.csv`. */
export function exportFileName(prefix: string, versionName: string, fallback: string, extension: string): string {
  const slug =
    versionName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback
  return `${prefix}-${slug}-${new Date().toISOString().slice(0, 10)}.${extension}`
}

/** The version's test cases as a CSV in list order, which `POST /testcases/imports` reads back as they were. */
export async function exportTestCases(key: VersionKey): Promise<EvaluationExport> {
  const version = await requireVersion(key)
  const records = await listAllTestCases(key)
  return {
    fileName: exportFileName('testcases', version.name, key.versionId, 'csv'),
    contentType: 'text/csv',
    count: records.length,
    content: writeCsv(
      ['prompt', 'expectedCompletion'],
      records.map((record) => [record.prompt, record.expectedCompletion]),
    ),
  }
}
