import type { TestRun } from '@platform/shared/contracts/evaluation'
import { describe, expect, it } from 'vitest'
import {
  failureReason,
  formatCost,
  formatMilliseconds,
  formatPercent,
  formatRunTime,
  formatScore,
  passRateSeries,
} from './evaluation-format.ts'

describe('evaluation formatting', () => {
  it('shows scores, rates, latency and cost, and a dash for missing values', () => {
    expect(formatScore(0.8567)).toBe('0.86')
    expect(formatScore(null)).toBe('—')
    expect(formatPercent(0.75)).toBe('75%')
    expect(formatMilliseconds(1234)).toBe('1,234 ms')
    expect(formatCost(0.000123)).toBe('$0.000123')
    expect(formatCost(1.5)).toBe('$1.50')
  })

  it('charts the pass rate of finished runs of one test set', () => {
    const run = (testsetType: 'testcases' | 'knowledge', status: TestRun['status'], passRate: number) =>
      ({
        testsetType,
        status,
        createdAt: '2026-11-23T10:00:00.000Z',
        finishedAt: '2026-11-23T10:01:00.000Z',
        summary: status === 'succeeded' ? { passRate } : null,
      }) as TestRun
    const series = passRateSeries(
      [run('testcases', 'succeeded', 0.5), run('knowledge', 'succeeded', 1), run('testcases', 'running', 0)],
      'testcases',
    )
    expect(series).toEqual([{ x: new Date('2026-11-23T10:01:00.000Z'), y: 50 }])
  })
})

describe('formatRunTime', () => {
  it('writes a run’s time as day, month and time for the chart axis (issue 43, item 23)', () => {
    expect(formatRunTime(new Date('2026-11-28T09:22:54Z'), 'en-GB', 'UTC')).toBe('28 Nov, 09:22')
  })
})

describe('failureReason', () => {
  it('says why a case failed beside its result (issue 43, item 10)', () => {
    expect(failureReason({ status: 'failed', failedChecks: ['semanticSimilarity'], error: null })).toBe(
      'Semantic similarity below its threshold',
    )
    expect(failureReason({ status: 'failed', failedChecks: ['semanticSimilarity', 'judge'], error: null })).toBe(
      'Semantic similarity and Judge below their thresholds',
    )
    expect(failureReason({ status: 'error', failedChecks: [], error: 'The model did not answer.' })).toBe(
      'The model did not answer.',
    )
    expect(failureReason({ status: 'passed', failedChecks: [], error: null })).toBeNull()
  })
})
