import { DocumentError } from './document-error.ts'

export interface ZipEntry {
  name: string
  compressedBytes: number
  /** As the central directory declares it; 0xFFFFFFFF means the real size is in a ZIP64 record. */
  uncompressedBytes: number
}

/**
 * The entries of a zip archive with their declared sizes, read from its central directory (the end of the file),
 * without decompressing anything. Returns undefined when the archive is damaged.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.length < 22) return undefined
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
  const entries: ZipEntry[] = []
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return undefined
    const nameLength = buffer.readUInt16LE(offset + 28)
    const extraLength = buffer.readUInt16LE(offset + 30)
    const commentLength = buffer.readUInt16LE(offset + 32)
    entries.push({
      name: buffer.toString('utf8', offset + 46, offset + 46 + nameLength),
      compressedBytes: buffer.readUInt32LE(offset + 20),
      uncompressedBytes: buffer.readUInt32LE(offset + 24),
    })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/**
 * Names of the entries of a zip archive, enough to tell a Word document (which has `word/document.xml`) from
 * another zip before accepting an upload. Returns undefined when the archive is damaged.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  return zipEntries(bytes)?.map((entry) => entry.name)
}

/**
 * What an archive-based upload (a Word document is a zip) may unpack to. A real 4 MB document unpacks to a few
 * tens of MB at most with a ratio around 10:1; a zip bomb declares hundreds of MB from a few.
 */
export const archiveLimits = {
  entries: 2_000,
  uncompressedBytes: 64 * 1024 * 1024,
  /** Uncompressed to compressed, over the whole archive, once it unpacks to more than 1 MB. */
  ratio: 100,
}

/**
 * Refuses a zip archive whose central directory declares too many entries, too many unpacked bytes or a bomb's
 * compression ratio, before anything is decompressed. Throws a DocumentError with a message for people.
 *
 * @example assertArchiveWithinLimits(bytes) // throws on a 3.6 MB .docx declaring a 1 GB document.xml
 */
export function assertArchiveWithinLimits(bytes: Uint8Array): void {
  const entries = zipEntries(bytes)
  if (!entries) throw new DocumentError('The file is damaged (not a readable zip).')
  if (entries.length > archiveLimits.entries)
    throw new DocumentError(`The file holds ${entries.length} parts; at most ${archiveLimits.entries} are read.`)
  const unpacked = entries.reduce((total, entry) => total + entry.uncompressedBytes, 0)
  const packed = entries.reduce((total, entry) => total + entry.compressedBytes, 0)
  const ratioTooHigh = unpacked > 1024 * 1024 && unpacked > packed * archiveLimits.ratio
  const zip64 = entries.some((entry) => entry.uncompressedBytes === 0xffffffff || entry.compressedBytes === 0xffffffff)
  if (zip64 || unpacked > archiveLimits.uncompressedBytes || ratioTooHigh)
    throw new DocumentError(
      `The file unpacks to more than ${archiveLimits.uncompressedBytes / 1024 / 1024} MB or is compressed suspiciously well; it is not read.`,
    )
}
