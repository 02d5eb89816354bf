import { DocumentError } from './document-error.ts'
import { type ExtractedDocument, htmlToMarkdown } from './html-to-markdown.ts'
import { assertArchiveWithinLimits, zipEntries } from './zip-entry-names.ts'

/**
 * The text of a Word document (.docx) as Markdown: mammoth maps Word's heading styles, lists and tables to HTML,
 * which then goes through the same conversion as web pages.
 */
export async function docxToMarkdown(bytes: Uint8Array): Promise<ExtractedDocument> {
  // Checked again here: files stored before the upload check existed, or copied between versions, are read too.
  // A damaged archive is left to mammoth, whose message says what it could not read.
  if (zipEntries(bytes)) assertArchiveWithinLimits(bytes)
  let html: string
  try {
    // Loaded on use: mammoth and its zip and XML libraries are only needed by the jobs that read Word files.
    const { default: mammoth } = await import('mammoth')
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new DocumentError(`The Word document could not be read; it may be damaged (${reason}).`, { cause: error })
  }
  const document = htmlToMarkdown(`<html><body><main>${html}</main></body></html>`)
  if (!document.markdown.trim()) throw new DocumentError('The Word document has no text to read.')
  return document
}
