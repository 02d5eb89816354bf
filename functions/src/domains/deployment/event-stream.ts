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
