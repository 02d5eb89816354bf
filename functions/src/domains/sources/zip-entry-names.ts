/**
 * Names of the entries of a zip archive, read from its central directory (the end of the file), without
 * decompressing anything. Enough to tell a Word document (which has `word/document.xml`) from another zip
 * before accepting an upload. Returns undefined when the archive is damaged.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65,535 bytes.
  const earliest = Math.max(0, buffer.length - 22 - 65_535)
  let end = -1
  for (let offset = buffer.length - 22; offset >= earliest; offset -= 1) {
    if (buffer.readUInt32LE(offset) === 0x06054b50) {
      end = offset
      break
    }
  }
  if (end < 0) return undefined
  const count = buffer.readUInt16LE(end + 10)
  let offset = buffer.readUInt32LE(end + 16)
  const names: string[] = []
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return undefined
    const nameLength = buffer.readUInt16LE(offset + 28)
    const extraLength = buffer.readUInt16LE(offset + 30)
    const commentLength = buffer.readUInt16LE(offset + 32)
    names.push(buffer.toString('utf8', offset + 46, offset + 46 + nameLength))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return names
}
