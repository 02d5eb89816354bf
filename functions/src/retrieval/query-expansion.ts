import { softwareSynonymGroups } from './software-synonyms.ts'
import { contentTerms, splitWords, stem } from './text-tokens.ts'

/** One term of a question with the terms that may stand for it in the documentation (see `Bm25Index.searchConcepts`). */
export interface QueryConcept {
  term: string
  alternatives: readonly string[]
  /**
   * The term came from a synonym phrase of the question ("turn" of "turn off", "look" of "look up"): on its own the
   * word means something else, so documents are matched through the phrase's group only.
   */
  phraseOnly?: boolean
}

interface SynonymGroup {
  /** Content terms of the group's single-word members. */
  terms: readonly string[]
  /** The single-word members as written, with their terms. */
  words: readonly { word: string; term: string }[]
  /** The word sequences of its phrases, stemmed, with their content terms. */
  phrases: readonly { words: readonly string[]; terms: readonly string[] }[]
  /** The term each phrase written with spaces is indexed as in a text that uses it (see `phraseTerms`). */
  phraseTerms: readonly string[]
}

let groups: SynonymGroup[] | undefined
/** Term → indices of the groups whose single-word members give it. */
let groupsOfTerm: Map<string, number[]> | undefined
/** First word of each phrase written with spaces → its words and the term a text using it is indexed with. */
let indexedPhrasesByFirstWord: Map<string, { words: readonly string[]; term: string }[]> | undefined

function synonymGroups(): {
  groups: SynonymGroup[]
  groupsOfTerm: Map<string, number[]>
  indexedPhrasesByFirstWord: Map<string, { words: readonly string[]; term: string }[]>
} {
  if (!groups || !groupsOfTerm || !indexedPhrasesByFirstWord) {
    groups = []
    groupsOfTerm = new Map()
    indexedPhrasesByFirstWord = new Map()
    for (const line of softwareSynonymGroups) {
      const terms = new Set<string>()
      const singleWords: { word: string; term: string }[] = []
      const phrases: SynonymGroup['phrases'][number][] = []
      const spacedPhraseTerms: string[] = []
      for (const member of line.split(',')) {
        const memberTerms = contentTerms(member)
        if (memberTerms.length === 0) continue
        const words = splitWords(member)
        if (words.length === 1) {
          terms.add(memberTerms[0] as string)
          singleWords.push({ word: member.trim(), term: memberTerms[0] as string })
        } else {
          const phrase = { words: words.map(stem), terms: memberTerms }
          phrases.push(phrase)
          // "node.js" and "process.env" are names, whose words are terms already; "out of the box" is one term, and
          // its literal match let "does it speak RESP3 out of the box?" meet the binary-data answer saying the same.
          if (/\s/.test(member.trim()) && memberTerms.length > 1) {
            const term = phraseTerm(memberTerms)
            spacedPhraseTerms.push(term)
            const first = phrase.words[0] as string
            const list = indexedPhrasesByFirstWord.get(first)
            if (list) list.push({ words: phrase.words, term })
            else indexedPhrasesByFirstWord.set(first, [{ words: phrase.words, term }])
          }
        }
      }
      const groupIndex =
        groups.push({ terms: [...terms], words: singleWords, phrases, phraseTerms: spacedPhraseTerms }) - 1
      for (const term of terms) {
        const list = groupsOfTerm.get(term)
        if (list) list.push(groupIndex)
        else groupsOfTerm.set(term, [groupIndex])
      }
    }
  }
  return { groups, groupsOfTerm, indexedPhrasesByFirstWord }
}

/** Every term of the synonym groups: typo repair may bring a misspelt word to one ("broadcst" → broadcast). */
export function synonymTerms(): IterableIterator<string> {
  return synonymGroups().groupsOfTerm.keys()
}

/**
 * The question's terms, each with the words of the same concept it may be written with in the documentation: a
 * term that is a member of a synonym group gets the group's other members, and a phrase of a group found in the
 * question ("time to live", "raw bytes") gives the group's members to each of the phrase's terms.
 *
 * @example expandQuery(['broadcast', 'topic'], splitWords('broadcast to a topic'))
 * // [{ term: 'broadcast', alternatives: ['publish', 'emit', …] }, { term: 'topic', alternatives: ['channel', …] }]
 */
export function expandQuery(terms: readonly string[], words: readonly string[]): QueryConcept[] {
  const { groups, groupsOfTerm } = synonymGroups()
  const alternativesOf = new Map<string, Set<string>>()
  const add = (term: string, group: SynonymGroup, foundAsPhrase = false) => {
    let alternatives = alternativesOf.get(term)
    if (!alternatives) {
      alternatives = new Set()
      alternativesOf.set(term, alternatives)
    }
    for (const alternative of group.terms) if (alternative !== term) alternatives.add(alternative)
    // Only a phrase of the question meets the texts' phrases: given to every single-word member too ("wait" → "back
    // off"), a rare phrase term's IDF outweighed the word's own (five sets, seeds 1–3: top-1 921 → 910).
    if (foundAsPhrase) for (const phraseTerm of group.phraseTerms) alternatives.add(phraseTerm)
  }
  const termSet = new Set(terms)
  for (const term of termSet) {
    for (const groupIndex of groupsOfTerm.get(term) ?? []) add(term, groups[groupIndex] as SynonymGroup)
  }
  const phraseOnly = new Set<string>()
  // Phrases meet in any of their forms ("environment variables", "turned off"), as single words do.
  const joined = withParticlesJoined(words).map(stem)
  groups.forEach((group, groupIndex) => {
    for (const phrase of group.phrases) {
      if (!containsSequence(joined, phrase.words)) continue
      for (const term of phrase.terms) {
        if (!termSet.has(term)) continue
        add(term, group, true)
        if (!groupsOfTerm.get(term)?.includes(groupIndex)) phraseOnly.add(term)
      }
    }
  })
  return [...termSet].map((term) => ({
    term,
    alternatives: [...(alternativesOf.get(term) ?? [])],
    ...(phraseOnly.has(term) ? { phraseOnly: true } : {}),
  }))
}

const objectPronouns = new Set(['it', 'that', 'this', 'them', 'these', 'those'])
const particles = new Set(['off', 'on', 'up', 'out', 'down', 'back', 'away', 'over', 'in'])

/**
 * The words with an object pronoun between a verb and its particle left out, so a phrasal verb split around its
 * object ("can I turn that off?", "switch it on") is found as the phrase it is ("turn off", "switch on").
 */
function withParticlesJoined(words: readonly string[]): readonly string[] {
  if (!words.some((word, position) => objectPronouns.has(word) && particles.has(words[position + 1] ?? '')))
    return words
  return words.filter(
    (word, position) => position === 0 || !objectPronouns.has(word) || !particles.has(words[position + 1] ?? ''),
  )
}

function containsSequence(words: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start + sequence.length <= words.length; start++) {
    if (sequenceStartsAt(words, start, sequence)) return true
  }
  return false
}

function sequenceStartsAt(words: readonly string[], start: number, sequence: readonly string[]): boolean {
  return sequence.every((word, offset) => words[start + offset] === word)
}

/**
 * The question in the knowledge's own words: each word the knowledge never uses that has a synonym it does use is
 * replaced by that synonym (the one `preference` ranks first, lower is better), so the sentence encoder compares
 * like with like ("broadcast to a topic" → "publish to a channel"). Undefined when no word was replaced.
 */
export function inKnowledgeWords(
  question: string,
  isKnown: (term: string) => boolean,
  preference: (term: string) => number,
  spelledOut: (word: string) => string | undefined = () => undefined,
): string | undefined {
  const { groups, groupsOfTerm } = synonymGroups()
  let changed = false
  const reworded = question.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const [term] = contentTerms(word)
    if (term === undefined || isKnown(term)) return word
    const run = spelledOut(word)
    if (run !== undefined) {
      changed = true
      return run
    }
    let best: { word: string; term: string } | undefined
    for (const groupIndex of groupsOfTerm.get(term) ?? []) {
      for (const member of (groups[groupIndex] as SynonymGroup).words) {
        if (!isKnown(member.term)) continue
        if (!best || preference(member.term) < preference(best.term)) best = member
      }
    }
    if (!best) return word
    changed = true
    return best.word
  })
  return changed ? reworded : undefined
}

/**
 * A term for each synonym phrase a text uses ("environment variable", "time to live"), for keyword indexes of the
 * knowledge: a question's words that form such a phrase are matched through its group only (see
 * `QueryConcept.phraseOnly`), so without it a question saying "environment variable" missed the answer saying the
 * same ("Set the `DEBUG` environment variable"), and met only the ones saying `env`.
 */
export function phraseTerms(text: string): string[] {
  const { indexedPhrasesByFirstWord } = synonymGroups()
  const words = withParticlesJoined(splitWords(text)).map(stem)
  const found = new Set<string>()
  words.forEach((word, start) => {
    for (const phrase of indexedPhrasesByFirstWord.get(word) ?? []) {
      if (sequenceStartsAt(words, start, phrase.words)) found.add(phrase.term)
    }
  })
  return [...found]
}

/** Terms joined by a space, which no single term has, so a phrase term never meets a word's. */
function phraseTerm(terms: readonly string[]): string {
  return terms.join(' ')
}
