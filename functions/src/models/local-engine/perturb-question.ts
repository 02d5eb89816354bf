import { isStopWord, splitWords } from '../../retrieval/text-tokens.ts'

/**
 * Makes a rougher version of a training prompt to stand in for the paraphrases users will type: words dropped,
 * the question cut short, or reduced to its keywords. The routing head trains on these, because a prompt
 * matched against itself teaches nothing about questions that are only close to it.
 *
 * @example perturbQuestion('How do I print labels on a thermal printer?', random) // e.g. 'print labels thermal'
 */
export function perturbQuestion(question: string, random: () => number): string {
  const words = question.split(/\s+/).filter((word) => splitWords(word).length > 0)
  if (words.length <= 2) return question
  const isContent = (word: string) => splitWords(word).some((part) => !isStopWord(part))
  const strategy = random()
  let kept: string[]
  if (strategy < 0.45) {
    kept = words.filter((word) => random() >= (isContent(word) ? 0.3 : 0.4))
  } else if (strategy < 0.7) {
    const contentWords = words.filter(isContent)
    kept = contentWords.filter(() => random() >= 0.2)
  } else {
    const length = Math.max(2, Math.round(words.length * (0.55 + random() * 0.25)))
    const start = random() < 0.5 ? 0 : words.length - length
    kept = words.slice(start, start + length)
  }
  if (kept.length < 2) kept = words.filter(isContent).slice(0, 3)
  const perturbed = kept.join(' ').replace(/[?.!,;:]+$/, '')
  return perturbed.length > 0 && perturbed !== question ? perturbed : words.slice(0, -1).join(' ')
}
