/**
 * Splits prose into sentences at ., ! or ? followed by a space and a capital letter or digit, which keeps
 * "e.g. this", "v1.2" and "$1.50" whole. Good enough for documentation text; not a general-purpose splitter.
 *
 * @example splitSentences('Open Orders. Click Create label.') // ['Open Orders.', 'Click Create label.']
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'(])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
}
