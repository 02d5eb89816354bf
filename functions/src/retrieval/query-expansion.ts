import { softwareSynonymGroups } from './software-synonyms.ts'
import { contentTerms, splitWords } from './text-tokens.ts'

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
  /** The word sequences of its phrases, with their content terms. */
  phrases: readonly { words: readonly string[]; terms: readonly string[] }[]
}

let groups: SynonymGroup[] | undefined
/** Term → indices of the groups whose single-word members give it. */
let groupsOfTerm: Map<string, number[]> | undefined

function synonymGroups(): { groups: SynonymGroup[]; groupsOfTerm: Map<string, number[]> } {
  if (!groups || !groupsOfTerm) {
    groups = []
    groupsOfTerm = new Map()
    for (const line of softwareSynonymGroups) {
      const terms = new Set<string>()
      const singleWords: { word: string; term: string }[] = []
      const phrases: SynonymGroup['phrases'][number][] = []
      for (const member of line.split(',')) {
        const memberTerms = contentTerms(member)
        if (memberTerms.length === 0) continue
        const words = splitWords(member)
        if (words.length === 1) {
          terms.add(memberTerms[0] as string)
          singleWords.push({ word: member.trim(), term: memberTerms[0] as string })
        } else phrases.push({ words, terms: memberTerms })
      }
      const groupIndex = groups.push({ terms: [...terms], words: singleWords, phrases }) - 1
      for (const term of terms) {
        const list = groupsOfTerm.get(term)
        if (list) list.push(groupIndex)
        else groupsOfTerm.set(term, [groupIndex])
      }
    }
  }
  return { groups, groupsOfTerm }
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
  const add = (term: string, group: SynonymGroup) => {
    let alternatives = alternativesOf.get(term)
    if (!alternatives) {
      alternatives = new Set()
      alternativesOf.set(term, alternatives)
    }
    for (const alternative of group.terms) if (alternative !== term) alternatives.add(alternative)
  }
  const termSet = new Set(terms)
  for (const term of termSet) {
    for (const groupIndex of groupsOfTerm.get(term) ?? []) add(term, groups[groupIndex] as SynonymGroup)
  }
  const phraseOnly = new Set<string>()
  groups.forEach((group, groupIndex) => {
    for (const phrase of group.phrases) {
      if (!containsSequence(words, phrase.words)) continue
      for (const term of phrase.terms) {
        if (!termSet.has(term)) continue
        add(term, group)
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

function containsSequence(words: readonly string[], sequence: readonly string[]): boolean {
  outer: for (let start = 0; start + sequence.length <= words.length; start++) {
    for (let offset = 0; offset < sequence.length; offset++) {
      if (words[start + offset] !== sequence[offset]) continue outer
    }
    return true
  }
  return false
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
