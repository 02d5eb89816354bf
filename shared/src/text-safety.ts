/**
 * Characters that break storage and export further down the line: NUL (C strings, PostgreSQL, many CSV readers)
 * and UTF-16 surrogates without their pair (not encodable as UTF-8; JSON encoders and DynamoDB reject or
 * mangle them). JSON.parse happily produces both from `\u0000` and `\ud800`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this finds
const unsafeCharacters = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** True when the text holds NUL or a lone surrogate. */
export function hasUnsafeCharacters(text: string): boolean {
  unsafeCharacters.lastIndex = 0
  return unsafeCharacters.test(text)
}

/**
 * The text without NUL and lone surrogates (a lone surrogate becomes U+FFFD, as a UTF-8 decoder would show it),
 * for text read from files, where refusing the whole document for one stray byte would lose the rest.
 *
 * @example removeUnsafeCharacters('a\u0000b\ud800') // 'ab\ufffd'
 */
export function removeUnsafeCharacters(text: string): string {
  return text.replace(unsafeCharacters, (character) => (character === '\u0000' ? '' : '\ufffd'))
}

/**
 * The first string anywhere inside a parsed JSON value that holds NUL or a lone surrogate, with its path
 * (`items.0.answer`), or undefined when the value is clean. Walks with its own stack, not the call stack, so no
 * nesting can overflow it (a 100,000-deep array did, a 500 on every JSON route).
 */
export function findUnsafeString(value: unknown): string | undefined {
  // Each entry points to its parent, so a path is built only for the string found, not for every step down.
  type Step = { value: unknown; key?: string; parent?: Step }
  const pathOf = (step: Step): string => {
    const keys: string[] = []
    for (let current: Step | undefined = step; current?.key !== undefined; current = current.parent)
      keys.push(current.key)
    return keys.reverse().join('.') || 'body'
  }
  // Last in, first out: children are pushed in reverse so the first unsafe string in document order is found.
  const pending: Step[] = [{ value }]
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value
    if (typeof current === 'string') {
      if (hasUnsafeCharacters(current)) return pathOf(step)
      continue
    }
    if (!current || typeof current !== 'object') continue
    const isArray = Array.isArray(current)
    const entries = isArray
      ? current.map((item, index): [string, unknown] => [String(index), item])
      : Object.entries(current)
    for (const [key, item] of entries.reverse()) {
      pending.push({ value: item, key, parent: step })
      if (!isArray) pending.push({ value: key, key, parent: step })
    }
  }
  return undefined
}

/** The deepest nesting of arrays and objects a JSON body may have: far past any contract, far below any stack. */
export const maximumJsonDepth = 64

/**
 * True when JSON text nests arrays and objects deeper than `limit`, read from the text itself (brackets inside
 * strings do not count) so a hostile body is refused before JSON.parse or any walk sees it.
 *
 * @example exceedsJsonDepth('[[[]]]', 2) // true
 */
export function exceedsJsonDepth(text: string, limit = maximumJsonDepth): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index)
    if (inString) {
      if (character === 0x5c)
        index++ // a backslash: the next character is escaped
      else if (character === 0x22) inString = false
    } else if (character === 0x22) inString = true
    else if (character === 0x5b || character === 0x7b) {
      depth++
      if (depth > limit) return true
    } else if (character === 0x5d || character === 0x7d) depth--
  }
  return false
}
