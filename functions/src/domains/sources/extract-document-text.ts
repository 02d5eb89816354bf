import type { FileKind } from '@platform/shared/contracts/sources'
import { removeUnsafeCharacters } from '@platform/shared/text-safety'
import { csvToMarkdown } from './csv-to-markdown.ts'
import { decodeText } from './detect-file-kind.ts'
import { DocumentError } from './document-error.ts'
import { docxToMarkdown } from './docx-to-markdown.ts'
import { type ExtractedDocument, githubAlertsAsQuotes, htmlToMarkdown } from './html-to-markdown.ts'
import { pdfToMarkdown } from './pdf-to-markdown.ts'
import { plainTextToMarkdown } from './plain-text-to-markdown.ts'

/** Stored text is capped: a source larger than this is cut (at a paragraph) rather than refused. */
export const maximumExtractedCharacters = 500_000

function capped(document: ExtractedDocument): ExtractedDocument {
  // NUL and lone surrogates from a file would be stored as knowledge and break its export: dropped here.
  const markdown = removeUnsafeCharacters(document.markdown).trim()
  if (!markdown) throw new DocumentError('The document has no text to read.')
  if (markdown.length <= maximumExtractedCharacters) return { ...document, markdown }
  const cut = markdown.slice(0, maximumExtractedCharacters)
  return { ...document, markdown: cut.slice(0, Math.max(cut.lastIndexOf('\n\n'), 0) || cut.length) }
}

/**
 * The text of a document as Markdown, whatever its kind: the one format Q&A generation, search and retrieval read.
 * Throws a DocumentError with a message for people when the document cannot be read.
 *
 * @example const { title, markdown } = await extractDocumentText('pdf', bytes, 'customs-guide.pdf')
 */
export async function extractDocumentText(kind: FileKind, bytes: Uint8Array, name: string): Promise<ExtractedDocument> {
  switch (kind) {
    case 'pdf':
      return capped(await pdfToMarkdown(bytes))
    case 'docx':
      return capped(await docxToMarkdown(bytes))
    case 'html':
      return capped(htmlToMarkdown(decodeText(bytes, name)))
    case 'markdown': {
      const markdown = githubAlertsAsQuotes(decodeText(bytes, name))
      const heading = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? null
      return capped({ title: heading, markdown })
    }
    case 'csv':
      return capped(csvToMarkdown(decodeText(bytes, name)))
    case 'txt':
      return capped(plainTextToMarkdown(decodeText(bytes, name)))
  }
}
