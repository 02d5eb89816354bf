import type { EvaluationExport, ScoreThresholds } from '@platform/shared/contracts/evaluation'
import type { VersionKey } from '../../data/version-scope.ts'
import { environment } from '../../platform/environment.ts'
import { requireVersion } from '../projects/index.ts'
import { exportFileName } from './export-test-cases.ts'
import { promptfooConfig } from './promptfoo-config.ts'
import { toTestRunCase } from './run-case-view.ts'
import { writeCsv } from './test-case-csv.ts'
import { listRunCases, requireTestRun, versionKeyOf } from './test-run-records.ts'

/**
 * `GET /testcases/run/{modelId}/{runId}/export`: the run's cases with their results, as a CSV (one row per case
 * with every score) or as a promptfoo configuration that re-asks the deployed assistant and checks the same
 * scores at the run's thresholds.
 */
export async function exportTestRun(
  key: VersionKey & { modelId: string; runId: string },
  query: { format: 'csv' | 'promptfoo'; endpoint?: string | undefined },
): Promise<EvaluationExport> {
  const versionKey = versionKeyOf(key)
  const version = await requireVersion(versionKey)
  const run = await requireTestRun({ ...versionKey, runId: key.runId }, key.modelId)
  const cases = (await listRunCases({ ...versionKey, runId: run.runId })).map(toTestRunCase)
  if (query.format === 'promptfoo') {
    return {
      fileName: 'promptfooconfig.yaml',
      contentType: 'application/yaml',
      count: cases.length,
      content: await promptfooConfig({
        title: `${version.name} (${run.testsetType} run ${run.runId})`,
        endpoint: query.endpoint ?? environment().APP_ORIGIN,
        cases,
        thresholds: run.thresholds as ScoreThresholds,
        judge: run.judgeAvailable,
      }),
    }
  }
  return {
    fileName: exportFileName(`test-run-${run.runId}`, version.name, key.versionId, 'csv'),
    contentType: 'text/csv',
    count: cases.length,
    content: writeCsv(
      [
        'prompt',
        'expectedCompletion',
        'actualCompletion',
        'status',
        'exactMatch',
        'tokenF1',
        'rougeL',
        'semanticSimilarity',
        'judge',
        'judgeNote',
        'latencyMs',
        'totalTokens',
        'costUsd',
        'error',
      ],
      cases.map((item) => [
        item.prompt,
        item.expectedCompletion,
        item.actualCompletion ?? '',
        item.status,
        item.scores?.exactMatch ?? null,
        item.scores?.tokenF1 ?? null,
        item.scores?.rougeL ?? null,
        item.scores?.semanticSimilarity ?? null,
        item.scores?.judge ?? null,
        item.judgeNote ?? '',
        item.latencyMs,
        item.tokens?.total ?? null,
        item.costUsd,
        item.error ?? '',
      ]),
    ),
  }
}
