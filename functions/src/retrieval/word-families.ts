/**
 * Words of one family read as one: people ask about "execution", "encryption" or "availability" where the
 * documentation says "execute", "encrypt", "available", and the light stemmer (`stem`) keeps those apart on purpose
 * (Porter-like rules elsewhere bring more surprises than they remove). Only a term the knowledge never uses is
 * brought to the knowledge's terms of its family, the way abbreviations are.
 */
export class WordFamilyIndex {
  readonly #termsByRoot = new Map<string, string[]>()

  constructor(knownTerms: Iterable<string>) {
    for (const term of knownTerms) {
      const root = familyRoot(term)
      const terms = this.#termsByRoot.get(root)
      if (terms) terms.push(term)
      else this.#termsByRoot.set(root, [term])
    }
  }

  /**
   * The knowledge's terms of the same family as the term, apart from the term itself.
   *
   * @example new WordFamilyIndex(['execut', 'command']).relatives('execution') // ['execut']
   */
  relatives(term: string): string[] {
    return (this.#termsByRoot.get(familyRoot(term)) ?? []).filter((known) => known !== term)
  }
}

/**
 * Derivational suffixes on stemmed terms, each with what is left of the base word, in the order they are tried.
 * Deliberately few: "-al" would join "general" and "generate", "-ic" "public" and "publish".
 */
const suffixRules: readonly [RegExp, string][] = [
  [/i[sz]ation$/, ''],
  [/iz$/, ''],
  [/[ai]bilit[yi]$/, ''],
  [/[ai]bl$/, ''],
  [/ription$/, 'rib'],
  [/ition$/, ''],
  [/ation$/, ''],
  [/([tsx])ion$/, '$1'],
  [/ment$/, ''],
  [/[eo]r$/, ''],
  [/ness$/, ''],
  [/iv$/, ''],
  [/it[yi]$/, ''],
  [/at$/, ''],
]

/** Shorter bases are different words too often: "form" of "format", "head" of "header", "auth" of "author". */
const minimumRootLength = 5

/**
 * What the term's family has in common: derivational suffixes removed, a doubled final consonant undone.
 *
 * @example familyRoot('customization') // 'custom'
 * @example familyRoot('subscription') // 'subscrib' (as stem('subscribe'))
 * @example familyRoot('header') // 'header' (the base would be too short)
 */
export function familyRoot(term: string): string {
  let current = term
  for (let pass = 0; pass < 3; pass++) {
    const rule = suffixRules.find(([pattern]) => pattern.test(current))
    if (!rule) break
    let next = current.replace(rule[0], rule[1])
    if (/([bcdfgklmnprstz])\1$/.test(next)) next = next.slice(0, -1)
    if (next.length < minimumRootLength) break
    current = next
  }
  return current
}
