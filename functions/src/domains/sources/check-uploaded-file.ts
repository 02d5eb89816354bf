import type { FileKind } from '@platform/shared/contracts/sources'
import { AppError } from '../../platform/app-error.ts'
import type { UploadedFile } from '../../platform/parse-multipart-upload.ts'
import { csvToMarkdown } from './csv-to-markdown.ts'
import { decodeText, detectFileKind } from './detect-file-kind.ts'
import { isDocumentError } from './document-error.ts'
import { openPdf } from './pdf-to-markdown.ts'
import { assertArchiveWithinLimits, zipEntryNames } from './zip-entry-names.ts'

async function assertReadable(kind: FileKind, file: UploadedFile): Promise<void> {
  switch (kind) {
    case 'pdf': {
      // Opening reads the cross-reference table: a damaged or password-protected PDF fails here in milliseconds.
      const document = await openPdf(file.bytes)
      await document.destroy()
      return
    }
    case 'docx': {
      const names = zipEntryNames(file.bytes)
      if (!names)
        throw new AppError('VALIDATION_FAILED', { message: `file: "${file.name}" is damaged (not a readable zip).` })
      if (!names.includes('word/document.xml'))
        throw new AppError('VALIDATION_FAILED', {
          message: `file: "${file.name}" is not a Word document (no word/document.xml).`,
        })
      assertArchiveWithinLimits(file.bytes)
      return
    }
    case 'csv':
      csvToMarkdown(decodeText(file.bytes, file.name))
      return
    default:
      if (!decodeText(file.bytes, file.name).trim())
        throw new AppError('VALIDATION_FAILED', { message: `file: "${file.name}" has no text.` })
  }
}

/**
 * Checks an upload before it is stored: its kind from its bytes, content type and name, and that it opens (a PDF's
 * structure, a Word document's parts, text that is text). Problems answer VALIDATION_FAILED naming the file and
 * what is wrong with it; nothing is stored.
 *
 * @example const kind = await checkUploadedFile(file) // 'pdf'
 */
export async function checkUploadedFile(file: UploadedFile): Promise<FileKind> {
  try {
    const kind = detectFileKind(file)
    await assertReadable(kind, file)
    return kind
  } catch (error) {
    if (isDocumentError(error)) {
      const message = error.message.includes(file.name) ? error.message : `"${file.name}": ${error.message}`
      throw new AppError('VALIDATION_FAILED', { message: `file: ${message}` })
    }
    throw error
  }
}
