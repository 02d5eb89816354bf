import { buildZip } from '../fixtures/documentation-site/generate-documents.ts'

/**
 * A Word document whose `word/document.xml` unpacks to `unpackedBytes` (spaces inside a valid document element)
 * while the file itself stays small: deflate shrinks runs of one byte about a thousandfold. With 1 GB it is the
 * zip bomb the hardening issue measured; tests use less to stay fast, the limits refuse both the same way.
 */
export function zipBombDocx(unpackedBytes: number): Buffer {
  const opening =
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>'
  const closing = '</w:t></w:r></w:p></w:body></w:document>'
  const filler = Buffer.alloc(Math.max(0, unpackedBytes - opening.length - closing.length), ' ')
  return buildZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    },
    {
      name: 'word/document.xml',
      content: Buffer.concat([Buffer.from(opening), filler, Buffer.from(closing)]),
      deflate: true,
    },
  ])
}

/** A multipart body that stops in the middle of the file part: no closing boundary (defect 1 of the issue). */
export function truncatedMultipart(boundary = 'XyZ'): { body: Buffer; contentType: string } {
  return {
    body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}
