import type { CaseStatus, TestRun, TestsetType } from '@platform/shared/contracts/evaluation'
import { formatScore as formatNumberScore } from './playground-format.ts'

export const testsetLabels: Record<TestsetType, string> = {
  testcases: 'Test cases',
  knowledge: 'Knowledge (Q&A as a regression set)',
}

export const caseStatusLabels: Record<CaseStatus, string> = {
  pending: 'Not scored yet',
  passed: 'Passed',
  failed: 'Failed',
  error: 'Error',
}

export const scoreLabels = {
  exactMatch: 'Exact match',
  tokenF1: 'Token F1',
  rougeL: 'ROUGE-L',
  semanticSimilarity: 'Semantic similarity',
  judge: 'Judge',
} as const

/**
 * A score for a table cell: two decimals, or a dash when there is none.
 *
 * @example formatScore(0.8567) // '0.86'
 */
export function formatScore(value: number | null | undefined): string {
  return typeof value === 'number' ? formatNumberScore(value) : '—'
}

/** @example formatPercent(0.75) // '75%' */
export function formatPercent(value: number | null | undefined): string {
  return typeof value === 'number' ? `${Math.round(value * 1000) / 10}%` : '—'
}

/** @example formatMilliseconds(1234) // '1,234 ms' */
export function formatMilliseconds(value: number | null | undefined): string {
  return typeof value === 'number' ? `${value.toLocaleString('en-US')} ms` : '—'
}

/** Dollars with enough decimals to show a fraction of a cent. @example formatCost(0.000123) // '$0.000123' */
export function formatCost(value: number): string {
  if (value === 0) return '$0'
  return value < 0.01 ? `$${value.toFixed(6)}` : `$${value.toFixed(2)}`
}

/** How a run is named in selects and the comparison: its test set and start time. */
export function runLabel(run: Pick<TestRun, 'testsetType' | 'createdAt' | 'summary'>): string {
  const when = new Date(run.createdAt).toLocaleString()
  const rate = run.summary ? ` · ${formatPercent(run.summary.passRate)} passed` : ''
  return `${run.testsetType === 'knowledge' ? 'Knowledge' : 'Test cases'} · ${when}${rate}`
}

/** Points of the pass-rate chart: finished runs of one test set, oldest first. */
export function passRateSeries(runs: readonly TestRun[], testsetType: TestsetType): Array<{ x: Date; y: number }> {
  return runs
    .filter((run) => run.testsetType === testsetType && run.status === 'succeeded' && run.summary)
    .map((run) => ({ x: new Date(run.finishedAt ?? run.createdAt), y: Math.round((run.summary?.passRate ?? 0) * 100) }))
}

/**
 * A run's finishing time on the pass-rate chart's axis and in its popover: day, month and time, never the
 * browser's whole `Date.toString()`.
 *
 * @example formatRunTime(new Date('2026-11-28T09:22:54Z'), 'en-GB', 'UTC') // '28 Nov, 09:22'
 */
export function formatRunTime(time: Date, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(time)
}

/**
 * Why a case failed, in words, beside its result: the checks below their thresholds, or the error it met.
 *
 * @example failureReason({ status: 'failed', failedChecks: ['semanticSimilarity'], error: null }) // 'Semantic similarity below its threshold'
 */
export function failureReason(item: { status: string; failedChecks: readonly string[]; error: string | null }) {
  if (item.status !== 'failed' && item.status !== 'error') return null
  if (item.error) return item.error
  const names = item.failedChecks.map((name) => scoreLabels[name as keyof typeof scoreLabels] ?? name)
  if (names.length === 0) return null
  return `${names.join(' and ')} below ${names.length === 1 ? 'its threshold' : 'their thresholds'}`
}
