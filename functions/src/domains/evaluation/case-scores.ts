import type { CaseScores, ScoreThresholds } from '@platform/shared/contracts/evaluation'

/*
 * The text scores of one case, pure and offline. Definitions follow the usual references so a user can check
 * them with other tools: exact match and token F1 as in SQuAD's evaluation script (lower case, no punctuation,
 * no articles), ROUGE-L as the F-measure of the longest common subsequence of words (Lin, 2004).
 */

/** The form two answers are compared in for exact match: case, spacing and closing punctuation ignored. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?…]+$/u, '')
}

/** Lower-cased words without punctuation. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []
  )
}

const articles = new Set(['a', 'an', 'the'])

/** 1 when both answers are the same once normalized, else 0. */
export function exactMatch(expected: string, actual: string): number {
  return normalizeAnswer(expected) === normalizeAnswer(actual) ? 1 : 0
}

/**
 * Harmonic mean of precision and recall of the answer's words against the expected words (counted with
 * repetition, articles left out).
 *
 * @example tokenF1('The parcel ships today', 'parcel ships tomorrow') // 0.6667 (2 of 3 words each way)
 */
export function tokenF1(expected: string, actual: string): number {
  const expectedWords = words(expected).filter((word) => !articles.has(word))
  const actualWords = words(actual).filter((word) => !articles.has(word))
  if (expectedWords.length === 0 || actualWords.length === 0) return expectedWords.length === actualWords.length ? 1 : 0
  const remaining = new Map<string, number>()
  for (const word of expectedWords) remaining.set(word, (remaining.get(word) ?? 0) + 1)
  let common = 0
  for (const word of actualWords) {
    const count = remaining.get(word) ?? 0
    if (count > 0) {
      common += 1
      remaining.set(word, count - 1)
    }
  }
  if (common === 0) return 0
  const precision = common / actualWords.length
  const recall = common / expectedWords.length
  return (2 * precision * recall) / (precision + recall)
}

/** Length of the longest common subsequence of two word lists (two rows of the dynamic programme). */
function longestCommonSubsequence(first: string[], second: string[]): number {
  let previous = new Array<number>(second.length + 1).fill(0)
  for (const word of first) {
    const current = new Array<number>(second.length + 1).fill(0)
    for (let index = 1; index <= second.length; index += 1) {
      current[index] =
        word === second[index - 1]
          ? (previous[index - 1] as number) + 1
          : Math.max(previous[index] as number, current[index - 1] as number)
    }
    previous = current
  }
  return previous[second.length] as number
}

/**
 * ROUGE-L F-measure: the longest common subsequence of words over the answer's length (precision) and the
 * expected answer's length (recall), combined with equal weight.
 *
 * @example rougeL('print the label then drop it off', 'print the label and drop it off') // 0.8571
 */
export function rougeL(expected: string, actual: string): number {
  const expectedWords = words(expected)
  const actualWords = words(actual)
  if (expectedWords.length === 0 || actualWords.length === 0) return expectedWords.length === actualWords.length ? 1 : 0
  const common = longestCommonSubsequence(expectedWords, actualWords)
  if (common === 0) return 0
  const precision = common / actualWords.length
  const recall = common / expectedWords.length
  return (2 * precision * recall) / (precision + recall)
}

/** Cosine similarity of two vectors of the same length; 0 when either is all zeros. */
export function cosineSimilarity(first: readonly number[], second: readonly number[]): number {
  if (first.length !== second.length) throw new Error('Vectors of different lengths cannot be compared.')
  let dot = 0
  let firstNorm = 0
  let secondNorm = 0
  first.forEach((value, index) => {
    const other = second[index] as number
    dot += value * other
    firstNorm += value * value
    secondNorm += other * other
  })
  if (firstNorm === 0 || secondNorm === 0) return 0
  return Math.max(-1, Math.min(1, dot / Math.sqrt(firstNorm * secondNorm)))
}

/** Four decimals: enough to read, and stable when compared. */
export function roundScore(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

/**
 * Pass or fail: an exact match passes; otherwise every available score must reach its threshold (a threshold
 * of 0 turns its check off; a missing semantic or judge score is not held against the case). Returns the
 * checks that failed, by name.
 *
 * @example decideCase({ exactMatch: 0, tokenF1: 0.9, rougeL: 0.9, semanticSimilarity: 0.5, judge: null }, defaultScoreThresholds)
 * // { passed: false, failedChecks: ['semanticSimilarity'] }
 */
export function decideCase(
  scores: CaseScores,
  thresholds: ScoreThresholds,
): { passed: boolean; failedChecks: string[] } {
  if (scores.exactMatch === 1) return { passed: true, failedChecks: [] }
  const checks: Array<[keyof ScoreThresholds, number | null]> = [
    ['semanticSimilarity', scores.semanticSimilarity],
    ['tokenF1', scores.tokenF1],
    ['rougeL', scores.rougeL],
    ['judge', scores.judge],
  ]
  const failedChecks = checks
    .filter(([name, value]) => value !== null && thresholds[name] > 0 && value < thresholds[name])
    .map(([name]) => name)
  return { passed: failedChecks.length === 0, failedChecks }
}
