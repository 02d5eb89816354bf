import { describe, expect, it } from 'vitest'
import { AppError } from './app-error.ts'
import { cleanFileName, eventBodyBytes, parseMultipartUpload } from './parse-multipart-upload.ts'

/** Encodes a form the way a browser does, so the parser sees a real multipart body. */
async function multipart(fields: Array<[string, Blob | string, string?]>) {
  const form = new FormData()
  for (const [name, value, fileName] of fields) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, value, fileName)
  }
  const request = new Request('http://local/upload', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' }
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.publicMessage}` : String(error)
  }
  return 'accepted'
}

describe('parseMultipartUpload', () => {
  it('reads the file field with its name, type and bytes, even from a base64 event body', async () => {
    const bytes = new Uint8Array([0, 1, 2, 255, 37, 80, 68, 70])
    const { body, contentType } = await multipart([
      ['note', 'ignored'],
      ['file', new Blob([bytes], { type: 'application/pdf' }), 'C:\\Users\\ada\\guide.pdf'],
    ])
    const event = { body: body.toString('base64'), isBase64Encoded: true }
    const file = await parseMultipartUpload(eventBodyBytes(event), contentType, 1024)
    expect(file).toEqual({ name: 'guide.pdf', contentType: 'application/pdf', bytes })
  })

  it('refuses missing, empty and oversized files and non-multipart bodies', async () => {
    const none = await multipart([['other', new Blob(['x']), 'x.txt']])
    expect(await codeOf(parseMultipartUpload(none.body, none.contentType, 1024))).toBe(
      'VALIDATION_FAILED: file: Choose a file to upload.',
    )
    const empty = await multipart([['file', new Blob([]), 'empty.txt']])
    expect(await codeOf(parseMultipartUpload(empty.body, empty.contentType, 1024))).toBe(
      'VALIDATION_FAILED: file: "empty.txt" is empty.',
    )
    const large = await multipart([['file', new Blob([new Uint8Array(2048)]), 'large.txt']])
    expect(await codeOf(parseMultipartUpload(large.body, large.contentType, 1024 * 1024))).toBe('accepted')
    expect(await codeOf(parseMultipartUpload(large.body, large.contentType, 1000))).toBe(
      'PAYLOAD_TOO_LARGE: The file is larger than 0 MB, the most one upload may be.',
    )
    expect(await codeOf(parseMultipartUpload(Buffer.from('{}'), 'application/json', 1024))).toBe(
      'VALIDATION_FAILED: file: Send the file as multipart/form-data in a field named "file".',
    )
  })

  it('refuses a body that ends before its closing boundary, without ending the process', async () => {
    const truncated = Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc')
    expect(await codeOf(parseMultipartUpload(truncated, 'multipart/form-data; boundary=XyZ', 1024))).toBe(
      'VALIDATION_FAILED: file: The multipart body is malformed.',
    )
    const headersOnly = Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"')
    expect(await codeOf(parseMultipartUpload(headersOnly, 'multipart/form-data; boundary=XyZ', 1024))).toBe(
      'VALIDATION_FAILED: file: The multipart body is malformed.',
    )
    expect(await codeOf(parseMultipartUpload(Buffer.from('x'), 'multipart/form-data', 1024))).toBe(
      'VALIDATION_FAILED: file: The multipart body is malformed.',
    )
  })

  it('keeps UTF-8 file names as sent and drops control characters and broken UTF-16', async () => {
    const { body, contentType } = await multipart([['file', new Blob(['hello']), 'résumé 日本.txt']])
    expect((await parseMultipartUpload(body, contentType, 1024)).name).toBe('résumé 日本.txt')
    expect(cleanFileName('a\u0000b\u0007c\ud800.txt')).toBe('abc\ufffd.txt')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName(`${'x'.repeat(500)}.txt`)).toHaveLength(200)
    expect(cleanFileName('  ')).toBe('upload')
  })
})
