import type { FileKind } from '@platform/shared/contracts/sources'
import { DocumentError } from './document-error.ts'

const kindsByExtension: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
  md: 'markdown',
  markdown: 'markdown',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  csv: 'csv',
}

const kindsByContentType: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/csv': 'csv',
  'application/csv': 'csv',
}

/** The content type stored and served for each kind. */
export const contentTypeOfKind: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
}

export const acceptedFileTypes = 'PDF, Word (.docx), text, Markdown, HTML or CSV'

function startsWith(bytes: Uint8Array, signature: string): boolean {
  return Buffer.from(bytes.subarray(0, signature.length)).toString('latin1') === signature
}

function extensionOf(name: string): string {
  const path = name.split(/[?#]/)[0] ?? ''
  const last = path.split('/').at(-1) ?? ''
  return last.includes('.') ? (last.split('.').at(-1) ?? '').toLowerCase() : ''
}

/**
 * What a document is, from its bytes first (a PDF starts with `%PDF-`, a DOCX is a zip), then its declared
 * content type, then its name. Throws a DocumentError for types that cannot be read.
 *
 * @example detectFileKind({ name: 'guide.pdf', contentType: 'application/octet-stream', bytes }) // 'pdf'
 */
export function detectFileKind(input: { name: string; contentType?: string | null; bytes: Uint8Array }): FileKind {
  const contentType = (input.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const extension = extensionOf(input.name)
  const declared = kindsByContentType[contentType] ?? kindsByExtension[extension]
  if (startsWith(input.bytes, '%PDF-')) return 'pdf'
  if (startsWith(input.bytes, 'PK\u0003\u0004')) {
    if (declared === 'docx' || extension === 'docx') return 'docx'
    throw new DocumentError(
      `"${input.name}" is a zip archive, not a Word document. Upload a ${acceptedFileTypes} file.`,
    )
  }
  if (extension === 'doc' || contentType === 'application/msword')
    throw new DocumentError(`"${input.name}" is an old Word (.doc) file. Save it as .docx and upload it again.`)
  if (declared === 'pdf') throw new DocumentError(`"${input.name}" is not a valid PDF: it does not start with %PDF-.`)
  if (declared === 'docx') throw new DocumentError(`"${input.name}" is not a valid Word document: it is not a zip.`)
  if (declared) return declared
  if (contentType.startsWith('text/')) return 'txt'
  throw new DocumentError(
    `"${input.name}" is not a supported type${contentType ? ` (${contentType})` : ''}. Upload a ${acceptedFileTypes} file.`,
  )
}

/** Text documents must be UTF-8 text, not binary data with a text name. */
export function decodeText(bytes: Uint8Array, name: string): string {
  if (bytes.includes(0)) throw new DocumentError(`"${name}" contains binary data, not text.`)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    // Windows-1252 and Latin-1 text is common in older exports; every byte sequence decodes as Latin-1.
    return Buffer.from(bytes).toString('latin1')
  }
}
