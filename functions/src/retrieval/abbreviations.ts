import { contentTerms, foldAccents, isStopWord, stem, wordMatches } from './text-tokens.ts'

/**
 * Shortened words read through the knowledge's own text: people type "CSV" where the documentation says
 * "comma-separated values", "sjis" for "Shift JIS", "bools" for "booleans", and a keyword index that never saw the
 * short form finds nothing for it. Only words the knowledge does not use are expanded, and only to words it does.
 */
export class AbbreviationIndex {
  /**
   * Initials of a run of words (the last word may be whole: "sjis", "h2") → each run with how often it occurs and how
   * often it is written as a name.
   */
  readonly #runsByInitials = new Map<string, Map<string, { count: number; asName: number }>>()
  #knownTerms: readonly string[] = []
  /** Built on the first question that needs it: most questions use only words the knowledge knows. */
  #source: { texts: Iterable<string>; knownTerms: Iterable<string> } | undefined

  constructor(texts: Iterable<string>, knownTerms: Iterable<string>) {
    this.#source = { texts, knownTerms }
  }

  #build(): void {
    if (!this.#source) return
    const { texts, knownTerms } = this.#source
    this.#source = undefined
    this.#knownTerms = [...new Set(knownTerms)].sort()
    for (const text of texts) {
      const folded = foldAccents(text)
      const tokens = [...wordMatches(folded)].map((match) => ({
        word: match[0].toLowerCase(),
        capitalized: /^\p{Lu}/u.test(match[0]),
        /** Joined to the next word as one name: "User-Agent", "Shift_JIS", "HTTP/2". */
        joinedToNext: /^[-_/]$/.test(folded.slice(match.index + match[0].length, match.index + match[0].length + 1)),
        /** The abbreviation in brackets right after the word, if any: "time to live (TTL)". */
        bracketed: /^\s*\(([\p{L}\p{N}]+)\)/u
          .exec(folded.slice(match.index + match[0].length, match.index + match[0].length + 12))?.[1]
          ?.toLowerCase(),
      }))
      for (let start = 0; start < tokens.length; start++) {
        const first = tokens[start] as (typeof tokens)[number]
        if (isStopWord(first.word) || /^\d/.test(first.word)) continue
        let initials = ''
        let joined = true
        let capitalized = true
        for (let end = start; end < Math.min(tokens.length, start + maximumRunLength); end++) {
          const token = tokens[end] as (typeof tokens)[number]
          const isNumber = /^\d/.test(token.word)
          if (end > start) {
            joined &&= (tokens[end - 1] as (typeof tokens)[number]).joinedToNext
            capitalized &&= token.capitalized || isStopWord(token.word)
            if (!isStopWord(token.word)) {
              const run = tokens
                .slice(start, end + 1)
                .map((part) => part.word)
                .join(' ')
              // Written as one name (joined, or capitalized like a title), or spelled out before the abbreviation
              // in brackets.
              const writtenAsName = joined || (capitalized && first.capitalized)
              const keys = [
                ...(isNumber ? [] : [initials + (token.word[0] as string)]),
                ...(token.word.length >= 2 || isNumber ? [initials + token.word] : []),
              ]
              for (const key of keys) this.#addRun(key, run, writtenAsName || token.bracketed === key)
            }
          }
          if (isNumber) break
          initials += token.word[0] as string
        }
      }
    }
  }

  #addRun(key: string, run: string, isName: boolean): void {
    if (key.length < minimumAbbreviationLength || key.length > maximumAbbreviationLength) return
    let runs = this.#runsByInitials.get(key)
    if (!runs) {
      runs = new Map()
      this.#runsByInitials.set(key, runs)
    }
    const seen = runs.get(run) ?? { count: 0, asName: 0 }
    seen.count++
    if (isName) seen.asName++
    runs.set(run, seen)
  }

  /**
   * Content terms the word may stand for: the words of the most frequent run whose initials spell it, or the one or
   * two known terms it begins. Empty when nothing fits, or when too many known terms begin with it to choose.
   *
   * @example new AbbreviationIndex(['Parse comma-separated values'], ['pars', 'comma', 'separat', 'valu']).expand('csv')
   * // ['comma', 'separat', 'valu']
   */
  expand(word: string): string[] {
    const run = this.spelledOut(word)
    if (run !== undefined) return contentTerms(run)
    const prefix = stem(word.toLowerCase())
    if (prefix.length < minimumPrefixLength) return []
    const completions = this.#termsStartingWith(prefix, maximumPrefixCompletions + 1)
    return completions.length <= maximumPrefixCompletions ? completions : []
  }

  /** The run of the knowledge's words whose initials spell the word ("csv" → "comma separated values"), if any. */
  spelledOut(word: string): string | undefined {
    this.#build()
    const runs = [...(this.#runsByInitials.get(word.toLowerCase()) ?? [])]
    // Runs written as a name are what abbreviations are made of; any other run of words only when few spell it.
    const names = runs.filter(([, seen]) => seen.asName > 0)
    const choices = names.length > 0 ? names : runs
    if (choices.length === 0 || choices.length > maximumRunsPerAbbreviation) return undefined
    let best = choices[0] as (typeof choices)[number]
    for (const choice of choices) if (choice[1].count > best[1].count) best = choice
    return best[0]
  }

  #termsStartingWith(prefix: string, limit: number): string[] {
    let low = 0
    let high = this.#knownTerms.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((this.#knownTerms[middle] as string) < prefix) low = middle + 1
      else high = middle
    }
    const found: string[] = []
    for (let index = low; index < this.#knownTerms.length && found.length < limit; index++) {
      const term = this.#knownTerms[index] as string
      if (!term.startsWith(prefix)) break
      if (term.length >= prefix.length + 2) found.push(term)
    }
    return found
  }
}

const minimumAbbreviationLength = 2
const maximumAbbreviationLength = 6
const maximumRunLength = 5
/** An abbreviation that spells this many different runs of the knowledge says nothing about which one is meant. */
const maximumRunsPerAbbreviation = 3
/** "int" begins interface, internal, interval…; four letters ("bool", "auth") usually begin one or two terms. */
const minimumPrefixLength = 4
const maximumPrefixCompletions = 2
