/**
 * Typo repair for question terms: people type "dependncies", "subscirbing", "feild", and a keyword index that
 * never saw those forms finds nothing for them (and the question then looks unlike anything the knowledge covers,
 * so it is declined). A term the vocabulary lacks is replaced by a vocabulary term one edit away (insertion,
 * deletion, substitution or swap of neighbours), found through the terms' one-deletion forms as SymSpell does, so
 * a lookup costs a few map reads whatever the vocabulary's size.
 */
export class SpellingCorrector {
  readonly #vocabulary: ReadonlySet<string>
  /** One-deletion form → vocabulary terms that produce it (a term is also its own zero-deletion form). */
  readonly #byDeletion = new Map<string, string[]>()

  constructor(vocabulary: Iterable<string>) {
    this.#vocabulary = new Set(vocabulary)
    for (const term of this.#vocabulary) {
      if (term.length < minimumCorrectedLength - 1 || /\d/.test(term)) continue
      for (const form of new Set([term, ...deletions(term)])) {
        const terms = this.#byDeletion.get(form)
        if (terms) terms.push(term)
        else this.#byDeletion.set(form, [term])
      }
    }
  }

  /**
   * The term itself when the vocabulary has it or nothing is one edit away; otherwise the closest vocabulary term,
   * the one `preference` ranks first (lower is better) among several.
   */
  correct(term: string, preference: (candidate: string) => number = () => 0): string {
    if (this.#vocabulary.has(term) || term.length < minimumCorrectedLength || /\d/.test(term)) return term
    const candidates = new Set<string>()
    for (const form of [term, ...deletions(term)]) {
      for (const candidate of this.#byDeletion.get(form) ?? []) {
        if (isOneEditApart(term, candidate)) candidates.add(candidate)
      }
    }
    let best: string | undefined
    for (const candidate of candidates) {
      if (best === undefined || preference(candidate) < preference(best)) best = candidate
    }
    return best ?? term
  }
}

/**
 * Shorter terms are left alone: one edit turns "pool" into "poll" or "tool", a different word rather than a typo.
 */
const minimumCorrectedLength = 5

function deletions(term: string): string[] {
  return Array.from(term, (_, position) => term.slice(0, position) + term.slice(position + 1))
}

/** Damerau–Levenshtein distance of exactly one (the two differ). */
export function isOneEditApart(left: string, right: string): boolean {
  if (left === right) return false
  const lengthDifference = left.length - right.length
  if (Math.abs(lengthDifference) > 1) return false
  let start = 0
  while (start < left.length && start < right.length && left[start] === right[start]) start++
  if (lengthDifference === 1) return left.slice(start + 1) === right.slice(start)
  if (lengthDifference === -1) return left.slice(start) === right.slice(start + 1)
  if (left.slice(start + 1) === right.slice(start + 1)) return true
  return (
    left[start] === right[start + 1] &&
    left[start + 1] === right[start] &&
    left.slice(start + 2) === right.slice(start + 2)
  )
}
