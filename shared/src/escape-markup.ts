const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Text made safe as HTML or XML content or attribute value: the five characters markup gives meaning to become
 * entities both languages read (Markdown replies, emails, S3's XML requests). A leaf module, so a Lambda that only
 * writes XML does not load a Markdown renderer.
 *
 * @example escapeMarkup('a < b & "c"') // 'a &lt; b &amp; &quot;c&quot;'
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character)
}
