/**
 * The answer without Markdown, for `markdown: false` callers that show plain text: links keep their text, emphasis
 * and code marks go, headings and list markers become plain lines.
 *
 * @example
 * toPlainText('**Print** the [label](https://x.io/labels).') // 'Print the label.'
 */
export function toPlainText(markdown: string): string {
  return markdown
    .replace(/```[a-z]*\n?([\s\S]*?)```/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '- ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
}
