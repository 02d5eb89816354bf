import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'

/**
 * The receipts' font, as an installed package's file: UnifontEX (SIL Open Font License 1.1) has a glyph for every
 * character of the Basic Multilingual Plane, so one font prints Latin names ("Zoë Müller"), CJK ("東京") and Hindi
 * addresses. The CDK app ships this one file (not the whole package) beside the bundles that name it
 * (`packageFiles` in infra/cdk/function-bundling.ts).
 */
export const receiptFontFile = '@fontsource/unifontex/files/unifontex-latin-400-normal.woff'

let fontBytes: Promise<Uint8Array> | undefined

/**
 * The font as a plain TrueType file, read once per container. The package ships it as WOFF, whose tables fontkit
 * inflates again on every glyph it reads: a receipt took 68 s from the WOFF and 0.3 s from the TrueType file
 * unwrapped here (~0.2 s, once).
 */
export function receiptFont(): Promise<Uint8Array> {
  fontBytes ??= readFile(fontPath()).then(sfntOfWoff)
  return fontBytes
}

function fontPath(): string {
  // In a Lambda the bundle is CommonJS and `__filename` its index.js, with the shipped file in node_modules/ beside
  // it; from source (local mode, tests) the installed package is found from the working directory, the repository.
  const from = typeof __filename === 'string' ? __filename : join(process.cwd(), 'index.js')
  return createRequire(from).resolve(receiptFontFile)
}

/**
 * A WOFF 1.0 file's font as the TrueType (sfnt) file it wraps (W3C WOFF 1.0 section 4): the same tables, each
 * inflated when stored compressed, behind an sfnt table directory.
 */
export function sfntOfWoff(woff: Uint8Array): Uint8Array {
  const source = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength)
  if (source.readUInt32BE(0) !== 0x774f4646) throw new Error('the receipt font is not a WOFF file')
  const tableCount = source.readUInt16BE(12)
  const searchPower = 2 ** Math.floor(Math.log2(tableCount))
  const header = Buffer.alloc(12 + 16 * tableCount)
  header.writeUInt32BE(source.readUInt32BE(4), 0)
  header.writeUInt16BE(tableCount, 4)
  header.writeUInt16BE(searchPower * 16, 6)
  header.writeUInt16BE(Math.log2(searchPower), 8)
  header.writeUInt16BE(tableCount * 16 - searchPower * 16, 10)
  const tables: Buffer[] = []
  let offset = header.length
  for (let index = 0; index < tableCount; index += 1) {
    const entry = 44 + index * 20
    const start = source.readUInt32BE(entry + 4)
    const storedLength = source.readUInt32BE(entry + 8)
    const length = source.readUInt32BE(entry + 12)
    const stored = source.subarray(start, start + storedLength)
    const data = storedLength < length ? inflateSync(stored) : stored
    // Tables start on 4-byte boundaries.
    const padded = Buffer.alloc((length + 3) & ~3)
    data.copy(padded)
    header.writeUInt32BE(source.readUInt32BE(entry), 16 * index + 12)
    header.writeUInt32BE(source.readUInt32BE(entry + 16), 16 * index + 16)
    header.writeUInt32BE(offset, 16 * index + 20)
    header.writeUInt32BE(length, 16 * index + 24)
    tables.push(padded)
    offset += padded.length
  }
  return Buffer.concat([header, ...tables])
}
