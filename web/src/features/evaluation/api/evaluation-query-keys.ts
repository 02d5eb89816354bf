import type { VersionScope } from '../../../lib/scopes.ts'
import { projectQueryKeys } from '../../projects/index.ts'

/** Cache keys of a version's evaluation: invalidating `all` refreshes test cases and runs. */
export const evaluationQueryKeys = {
  all: (scope: VersionScope) => [...projectQueryKeys.version(scope), 'evaluation'] as const,
  testCases: (scope: VersionScope) => [...evaluationQueryKeys.all(scope), 'testcases'] as const,
  testCasePage: (scope: VersionScope, query: object) =>
    [...evaluationQueryKeys.testCases(scope), 'page', query] as const,
  thresholds: (scope: VersionScope) => [...evaluationQueryKeys.all(scope), 'thresholds'] as const,
  runs: (scope: VersionScope) => [...evaluationQueryKeys.all(scope), 'runs'] as const,
  modelRuns: (scope: VersionScope, modelId: string) => [...evaluationQueryKeys.runs(scope), modelId] as const,
  runCases: (scope: VersionScope, runId: string, query: object) =>
    [...evaluationQueryKeys.runs(scope), 'cases', runId, query] as const,
  comparison: (scope: VersionScope, baseRunId: string, candidateRunId: string) =>
    [...evaluationQueryKeys.runs(scope), 'comparison', baseRunId, candidateRunId] as const,
  projectRuns: (scope: VersionScope) => [...evaluationQueryKeys.runs(scope), 'project'] as const,
  versionComparison: (scope: VersionScope, baseVersionId: string, candidateVersionId: string) =>
    [...evaluationQueryKeys.runs(scope), 'versions', baseVersionId, candidateVersionId] as const,
}
