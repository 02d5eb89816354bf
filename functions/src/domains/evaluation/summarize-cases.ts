import type { CaseScores, CaseStatus, TestRunSummary } from '@platform/shared/contracts/evaluation'
import { roundScore } from './case-scores.ts'

export interface ScoredCase {
  status: CaseStatus
  scores: CaseScores | null
  latencyMs: number | null
  totalTokens: number
  costMicros: number
}

/**
 * Nearest-rank percentile (the smallest value with at least `percent`% of values at or below it); null for
 * no values.
 *
 * @example percentile([100, 200, 300, 400], 50) // 200
 */
export function percentile(values: readonly number[], percent: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((first, second) => first - second)
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length))
  return sorted[rank - 1] as number
}

function mean(values: number[]): number | null {
  if (values.length === 0) return null
  return roundScore(values.reduce((total, value) => total + value, 0) / values.length)
}

/**
 * A run's summary from its cases: pass rate over every case (an errored case counts as failed), mean of each
 * score over the cases that have it, p50 and p95 latency, and the metered tokens and cost.
 */
export function summarizeCases(cases: readonly ScoredCase[]): TestRunSummary {
  const scored = cases.filter((item) => item.scores !== null)
  const scoresOf = (name: keyof CaseScores) =>
    scored.map((item) => item.scores?.[name]).filter((value): value is number => typeof value === 'number')
  const latencies = cases.map((item) => item.latencyMs).filter((value): value is number => value !== null)
  const passed = cases.filter((item) => item.status === 'passed').length
  const errored = cases.filter((item) => item.status === 'error').length
  const costMicros = cases.reduce((total, item) => total + item.costMicros, 0)
  return {
    total: cases.length,
    passed,
    failed: cases.length - passed,
    errored,
    passRate: cases.length === 0 ? 0 : roundScore(passed / cases.length),
    meanScores: {
      exactMatch: mean(scoresOf('exactMatch')),
      tokenF1: mean(scoresOf('tokenF1')),
      rougeL: mean(scoresOf('rougeL')),
      semanticSimilarity: mean(scoresOf('semanticSimilarity')),
      judge: mean(scoresOf('judge')),
    },
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
    totalTokens: cases.reduce((total, item) => total + item.totalTokens, 0),
    totalCostUsd: costMicros / 1_000_000,
  }
}
