import { removeUnsafeCharacters } from '@platform/shared/text-safety'
import busboy from 'busboy'
import { AppError } from './app-error.ts'

export interface UploadedFile {
  /** The file name the browser sent, without any folder part. */
  name: string
  contentType: string
  bytes: Uint8Array
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
}

/** The most characters of a file name kept (file systems allow 255 bytes; longer names are cut, not refused). */
const maximumFileNameLength = 200

/** The name the browser sent without folder parts, control characters or broken UTF-16, at most 200 characters. */
export function cleanFileName(sent: string | undefined): string {
  const withoutFolders =
    removeUnsafeCharacters(sent ?? '')
      .split(/[\\/]/)
      .at(-1) ?? ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const printable = withoutFolders.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return Array.from(printable).slice(0, maximumFileNameLength).join('') || 'upload'
}

/**
 * Reads the one file of a `multipart/form-data` body (field `file`, spec section 3), with busboy. The body is
 * the raw request body (decoded from base64 when the gateway marked it so). Answers VALIDATION_FAILED when the
 * request is not multipart or has no `file`, PAYLOAD_TOO_LARGE over `maximumBytes`.
 *
 * @example const file = await parseMultipartUpload(body, headers['content-type'], 4 * 1024 * 1024)
 */
export async function parseMultipartUpload(
  body: Buffer,
  contentType: string | undefined,
  maximumBytes: number,
): Promise<UploadedFile> {
  if (!contentType || !/^multipart\/form-data/i.test(contentType))
    throw new AppError('VALIDATION_FAILED', {
      message: 'file: Send the file as multipart/form-data in a field named "file".',
    })
  return new Promise<UploadedFile>((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send file names as UTF-8; busboy's default (latin1) would store "résumé" as "rÃ©sumÃ©".
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maximumBytes, fields: 20, parts: 30, fieldSize: 64 * 1024, headerPairs: 20 },
      })
    } catch (error) {
      reject(new AppError('VALIDATION_FAILED', { message: 'file: The multipart body is malformed.', cause: error }))
      return
    }
    let file: UploadedFile | undefined
    let tooLarge = false
    let failure: AppError | undefined
    const malformed = (error: unknown) => {
      if (failure) return
      failure = new AppError('VALIDATION_FAILED', { message: 'file: The multipart body is malformed.', cause: error })
      reject(failure)
    }
    parser.on('file', (field, stream, info) => {
      // A body that ends early makes busboy emit 'error' on the file stream too; unheard, it would end the process.
      stream.on('error', malformed)
      if (field !== 'file') {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => {
        tooLarge = true
      })
      stream.on('end', () => {
        const name = cleanFileName(info.filename)
        file = {
          name,
          contentType: info.mimeType || 'application/octet-stream',
          bytes: new Uint8Array(Buffer.concat(chunks)),
        }
      })
    })
    parser.on('error', malformed)
    parser.on('close', () => {
      if (failure) return
      if (tooLarge)
        reject(
          new AppError('PAYLOAD_TOO_LARGE', {
            message: `The file is larger than ${formatMegabytes(maximumBytes)}, the most one upload may be.`,
          }),
        )
      else if (!file) reject(new AppError('VALIDATION_FAILED', { message: 'file: Choose a file to upload.' }))
      else if (file.bytes.length === 0)
        reject(new AppError('VALIDATION_FAILED', { message: `file: "${file.name}" is empty.` }))
      else resolve(file)
    })
    try {
      parser.end(body)
    } catch (error) {
      malformed(error)
    }
  })
}

/** The raw body of an API Gateway (payload 2.0) event: binary bodies arrive base64-encoded. */
export function eventBodyBytes(event: { body?: string; isBase64Encoded?: boolean }): Buffer {
  if (!event.body) return Buffer.alloc(0)
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8')
}
