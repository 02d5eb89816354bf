import { contentTerms, isStopWord, splitWords, stem } from './text-tokens.ts'

/**
 * Shortened words read through the knowledge's own text: people type "CSV" where the documentation says
 * "comma-separated values", "sjis" for "Shift JIS", "bools" for "booleans", and a keyword index that never saw the
 * short form finds nothing for it. Only words the knowledge does not use are expanded, and only to words it does.
 */
export class AbbreviationIndex {
  /** Initials of a run of words (the last word may be whole: "sjis") → the runs' content terms, most frequent first. */
  readonly #runsByInitials = new Map<string, Map<string, number>>()
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
      const words = splitWords(text)
      for (let start = 0; start < words.length; start++) {
        const first = words[start] as string
        if (isStopWord(first) || /^\d/.test(first)) continue
        let initials = ''
        for (let end = start; end < Math.min(words.length, start + maximumRunLength); end++) {
          const word = words[end] as string
          if (/^\d/.test(word)) break
          if (end > start && !isStopWord(word)) {
            const run = words.slice(start, end + 1).join(' ')
            this.#addRun(initials + (word[0] as string), run)
            if (word.length >= 2) this.#addRun(initials + word, run)
          }
          initials += word[0] as string
        }
      }
    }
  }

  #addRun(key: string, run: string): void {
    if (key.length < minimumAbbreviationLength || key.length > maximumAbbreviationLength) return
    let runs = this.#runsByInitials.get(key)
    if (!runs) {
      runs = new Map()
      this.#runsByInitials.set(key, runs)
    }
    runs.set(run, (runs.get(run) ?? 0) + 1)
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
    const runs = this.#runsByInitials.get(word.toLowerCase())
    if (!runs || runs.size > maximumRunsPerAbbreviation) return undefined
    let best: string | undefined
    for (const [run, count] of runs) if (best === undefined || count > (runs.get(best) as number)) best = run
    return best
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
