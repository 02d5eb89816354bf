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
 * (`items.0.answer`), or undefined when the value is clean.
 */
export function findUnsafeString(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? path.join('.') || 'body' : undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeString(item, [...path, String(index)])
      if (found) return found
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsafeString(key, [...path, key]) ?? findUnsafeString(item, [...path, key])
      if (found) return found
    }
  }
  return undefined
}
