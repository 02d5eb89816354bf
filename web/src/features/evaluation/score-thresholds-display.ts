import type { ScoreThresholds } from '@platform/shared/contracts/evaluation'

/** The scores a run judges by, in the order the results table shows them. */
export const thresholdNames = ['semanticSimilarity', 'tokenF1', 'rougeL', 'judge'] as const satisfies ReadonlyArray<
  keyof ScoreThresholds
>

export const thresholdLabels: Record<keyof ScoreThresholds, string> = {
  semanticSimilarity: 'Semantic similarity',
  tokenF1: 'Token F1',
  rougeL: 'ROUGE-L',
  judge: 'Judge (LLM)',
}

/**
 * A threshold as people read it: 0 is a check turned off.
 *
 * @example formatThreshold(0.8) // '0.80'
 * @example formatThreshold(0) // 'Off'
 */
export function formatThreshold(value: number): string {
  return value === 0 ? 'Off' : value.toFixed(2)
}
