/** One server-sent event: `event:` line, one `data:` line of JSON, blank line. */
export function serverSentEvent(event: string | undefined, data: unknown): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data)
  return `${event ? `event: ${event}\n` : ''}data: ${payload}\n\n`
}

/** Word-sized pieces of a text that join back to exactly the text (each piece starts at a word). */
export function streamPieces(text: string): string[] {
  if (text === '') return []
  return text.split(/(?<=\s)(?=\S)/)
}

/**
 * The pieces to stream a text in: the provider's own, as they arrived, when they make up exactly this text; else
 * word-sized pieces of it (the provider did not stream, or the text was changed after it: Markdown made plain,
 * "Did you mean" questions taken out).
 */
export function piecesOf(text: string, streamed: readonly string[]): string[] {
  return streamed.length > 0 && streamed.join('') === text ? [...streamed] : streamPieces(text)
}
