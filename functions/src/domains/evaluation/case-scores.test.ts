import { defaultScoreThresholds } from '@platform/shared/contracts/evaluation'
import { describe, expect, it } from 'vitest'
import { cosineSimilarity, decideCase, exactMatch, rougeL, roundScore, tokenF1, words } from './case-scores.ts'
import { percentile, summarizeCases } from './summarize-cases.ts'

describe('exactMatch', () => {
  it('ignores case, spacing and closing punctuation, nothing else', () => {
    expect(exactMatch('Labels print from Settings.', '  labels   print from settings ')).toBe(1)
    expect(exactMatch('Labels print from Settings.', 'Labels print from the Settings page.')).toBe(0)
  })
})

describe('tokenF1', () => {
  it('is 1 for the same words and 0 for none in common', () => {
    expect(tokenF1('The parcel ships today.', 'parcel ships today')).toBe(1)
    expect(tokenF1('The parcel ships today.', 'Refunds take five days.')).toBe(0)
  })

  it('weighs precision and recall equally, counting repeated words once each', () => {
    // expected: parcel ships today (3); actual: parcel ships tomorrow (3); common 2 → P = R = 2/3.
    expect(roundScore(tokenF1('The parcel ships today', 'parcel ships tomorrow'))).toBe(0.6667)
    // actual repeats "ships": only one matches.
    expect(roundScore(tokenF1('ships', 'ships ships'))).toBe(0.6667)
  })

  it('scores empty answers as 0 unless both are empty', () => {
    expect(tokenF1('An answer', '')).toBe(0)
    expect(tokenF1('', '')).toBe(1)
  })
})

describe('rougeL', () => {
  it('uses the longest common subsequence of words', () => {
    // 7 words each, LCS "print the label drop it off" = 6 → P = R = 6/7.
    expect(roundScore(rougeL('print the label then drop it off', 'print the label and drop it off'))).toBe(0.8571)
  })

  it('depends on order, unlike token F1', () => {
    expect(tokenF1('one two three', 'three two one')).toBe(1)
    expect(roundScore(rougeL('one two three', 'three two one'))).toBe(0.3333)
  })
})

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal vectors and for zeros', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10)
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0)
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0)
    expect(() => cosineSimilarity([1], [1, 2])).toThrow()
  })
})

describe('words', () => {
  it('splits on punctuation and keeps accented letters and apostrophes', () => {
    expect(words("Don't void the label — café #42!")).toEqual(["don't", 'void', 'the', 'label', 'café', '42'])
  })
})

describe('decideCase', () => {
  const scores = { exactMatch: 0, tokenF1: 0.9, rougeL: 0.9, semanticSimilarity: 0.9, judge: null }

  it('passes when every available score reaches its threshold', () => {
    expect(decideCase(scores, defaultScoreThresholds)).toEqual({ passed: true, failedChecks: [] })
  })

  it('names the checks that failed, including the judge when it scored', () => {
    expect(decideCase({ ...scores, semanticSimilarity: 0.5, judge: 0.2 }, defaultScoreThresholds)).toEqual({
      passed: false,
      failedChecks: ['semanticSimilarity', 'judge'],
    })
  })

  it('passes a right but wordy answer by default: meaning gates, word overlap is only shown (issue 43, item 10)', () => {
    const wordy = { exactMatch: 0, tokenF1: 0.3, rougeL: 0.2, semanticSimilarity: 0.86, judge: null }
    expect(decideCase(wordy, defaultScoreThresholds)).toEqual({ passed: true, failedChecks: [] })
    expect(decideCase({ ...wordy, semanticSimilarity: 0.6 }, defaultScoreThresholds).failedChecks).toEqual([
      'semanticSimilarity',
    ])
  })

  it('passes an exact match whatever the other scores, and skips checks set to 0', () => {
    expect(decideCase({ ...scores, exactMatch: 1, tokenF1: 0 }, defaultScoreThresholds).passed).toBe(true)
    expect(decideCase({ ...scores, tokenF1: 0.1 }, { ...defaultScoreThresholds, tokenF1: 0.5 }).passed).toBe(false)
    expect(decideCase({ ...scores, tokenF1: 0.1 }, { ...defaultScoreThresholds, tokenF1: 0 }).passed).toBe(true)
  })
})

describe('summarizeCases', () => {
  it('computes pass rate, means, nearest-rank latency percentiles, tokens and cost', () => {
    const full = { exactMatch: 1, tokenF1: 1, rougeL: 1, semanticSimilarity: 1, judge: null }
    const summary = summarizeCases([
      { status: 'passed', scores: full, latencyMs: 100, totalTokens: 10, costMicros: 5 },
      { status: 'passed', scores: full, latencyMs: 200, totalTokens: 10, costMicros: 5 },
      {
        status: 'failed',
        scores: { exactMatch: 0, tokenF1: 0, rougeL: 0, semanticSimilarity: 0.2, judge: null },
        latencyMs: 300,
        totalTokens: 20,
        costMicros: 10,
      },
      { status: 'error', scores: null, latencyMs: null, totalTokens: 0, costMicros: 0 },
    ])
    expect(summary).toEqual({
      total: 4,
      passed: 2,
      failed: 2,
      errored: 1,
      passRate: 0.5,
      meanScores: { exactMatch: 0.6667, tokenF1: 0.6667, rougeL: 0.6667, semanticSimilarity: 0.7333, judge: null },
      latencyMs: { p50: 200, p95: 300 },
      totalTokens: 40,
      totalCostUsd: 0.00002,
    })
  })

  it('takes the nearest rank for percentiles', () => {
    const values = Array.from({ length: 20 }, (_unused, index) => (index + 1) * 10)
    expect(percentile(values, 50)).toBe(100)
    expect(percentile(values, 95)).toBe(190)
    expect(percentile([], 50)).toBeNull()
  })
})
