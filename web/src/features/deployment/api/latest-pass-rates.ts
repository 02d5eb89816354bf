import type { TestRun } from '@platform/shared/contracts/evaluation'
import { useQueries } from '@tanstack/react-query'
import { evaluationQueryKeys, listTestRuns } from '../../evaluation/index.ts'
import type { VersionIdentifiers } from '../../training/index.ts'
import { latestPassRate } from '../deployment-format.ts'

/**
 * Each model's latest finished test-run pass rate (`GET .../testcases/run/{modelId}`, shared with the evaluation
 * pages' cache), so switching a key's model shows how the candidates did. Null for a model never tested.
 */
export function useLatestPassRates(version: VersionIdentifiers, modelIds: readonly string[], enabled: boolean) {
  const results = useQueries({
    queries: modelIds.map((modelId) => ({
      queryKey: evaluationQueryKeys.modelRuns(version, modelId),
      queryFn: ({ signal }: { signal: AbortSignal }) => listTestRuns(version, modelId, signal),
      enabled,
    })),
  })
  return new Map(modelIds.map((modelId, index) => [modelId, latestPassRate(results[index]?.data as TestRun[] | null)]))
}
