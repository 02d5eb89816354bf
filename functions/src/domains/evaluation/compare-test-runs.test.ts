import type { TestRunCase } from '@platform/shared/contracts/evaluation'
import { describe, expect, it } from 'vitest'
import { compareCases } from './compare-test-runs.ts'

function result(prompt: string, status: TestRunCase['status'], similarity: number): TestRunCase {
  return {
    id: prompt,
    position: 0,
    prompt,
    expectedCompletion: 'expected',
    actualCompletion: 'actual',
    status,
    scores: { exactMatch: 0, tokenF1: 0.5, rougeL: 0.5, semanticSimilarity: similarity, judge: null },
    judgeNote: null,
    failedChecks: [],
    latencyMs: 10,
    tokens: null,
    costUsd: 0,
    sources: [],
    error: null,
  }
}

describe('compareCases', () => {
  it('pairs cases by prompt and lists regressions first, the largest drop first', () => {
    const base = [
      result('Kept?', 'passed', 0.9),
      result('Small drop?', 'passed', 0.9),
      result('Big drop?', 'passed', 0.95),
      result('Fixed?', 'failed', 0.3),
      result('Gone?', 'passed', 0.9),
    ]
    const candidate = [
      result('kept', 'passed', 0.9),
      result('Small drop?', 'failed', 0.7),
      result('Big drop?', 'failed', 0.2),
      result('Fixed?', 'passed', 0.9),
      result('New?', 'passed', 0.9),
    ]
    const cases = compareCases(base, candidate)
    expect(cases.map((item) => [item.change, item.prompt])).toEqual([
      ['regressed', 'Big drop?'],
      ['regressed', 'Small drop?'],
      ['improved', 'Fixed?'],
      ['unchanged', 'kept'],
      ['added', 'New?'],
      ['removed', 'Gone?'],
    ])
    expect(cases[0]?.similarityDelta).toBe(-0.75)
    expect(cases.at(-1)?.candidate).toBeNull()
  })
})
