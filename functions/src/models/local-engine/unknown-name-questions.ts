import { contentTerms, isStopWord, splitWords, stem } from '../../retrieval/text-tokens.ts'

const consonants = 'bdfgklmnprstvz'
const vowels = 'aeiou'

/**
 * A near-miss question made from a trained prompt: its rarest-looking content word is replaced by an invented
 * name (an identifier, a product name or an acronym) the knowledge never mentions, so the question is about the
 * same area but about something the knowledge does not cover. Undefined when the prompt has no content word.
 *
 * @example askAboutUnknownName('How do I set the password?', known, random) // 'How do I set the Korvane?'
 */
export function askAboutUnknownName(
  prompt: string,
  knownTerms: ReadonlySet<string>,
  random: () => number,
): string | undefined {
  const words = splitWords(prompt).filter((word) => !isStopWord(word) && word.length > 2)
  if (words.length === 0) return undefined
  // The longest word: usually the one that names the feature asked about.
  const target = words.reduce((longest, word) => (word.length > longest.length ? word : longest))
  let name = inventName(random)
  while (contentTerms(name).some((term) => knownTerms.has(term)) || knownTerms.has(stem(name.toLowerCase()))) {
    name = inventName(random)
  }
  const question = prompt.replace(
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(target)}(?![\\p{L}\\p{N}])`, 'iu'),
    name,
  )
  // Unchanged, it would be the trained prompt itself taught as a question to decline.
  return question === prompt ? undefined : question
}

function inventName(random: () => number): string {
  const syllable = () =>
    `${consonants[Math.floor(random() * consonants.length)]}${vowels[Math.floor(random() * vowels.length)]}`
  const word = (syllables: number) => Array.from({ length: syllables }, syllable).join('')
  const kind = random()
  if (kind < 0.4) return `${word(2)}${capitalize(word(2))}`
  if (kind < 0.8) return capitalize(word(3))
  return word(2).toUpperCase().slice(0, 3)
}

function capitalize(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
