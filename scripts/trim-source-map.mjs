// Rewrites a Lambda bundle's source map so that it maps only the platform's own code, not the libraries bundled
// with it (`node_modules`). CDK runs it after bundling each function, and `npm run bench:bundles` on every bundle:
//   node scripts/trim-source-map.mjs <file.js.map> [<file.js.map>...]
// Why: with `--enable-source-maps`, Node reads and parses the whole map at every cold start. Library code is ~80% of
// a bundle (electrodb alone is half of it) and of its map; trimming takes the map from ~540 to ~140 KB and ~10 ms off
// each cold import (docs/decisions/0018). A stack trace still names our TypeScript files and lines; a frame inside a
// library shows the bundle's own position instead, which the library's name beside it makes readable enough.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** Each base64 character's digit by character code (-1: not a digit). */
const digitOf = new Int8Array(128).fill(-1)
for (let index = 0; index < base64.length; index++) digitOf[base64.charCodeAt(index)] = index
const semicolon = ';'.charCodeAt(0)
const comma = ','.charCodeAt(0)

/** The index `index` has among the ones `used` so far, in order of first use. */
function newIndex(used, index) {
  let found = used.get(index)
  if (found === undefined) {
    found = used.size
    used.set(index, found)
  }
  return found
}

function encodeValue(value) {
  let remaining = value < 0 ? (-value << 1) | 1 : value << 1
  let text = ''
  do {
    let digit = remaining & 31
    remaining >>>= 5
    if (remaining > 0) digit |= 32
    text += base64[digit]
  } while (remaining > 0)
  return text
}

/**
 * The map with every segment that points into `node_modules` made unmapped, and the sources and names only those
 * segments used dropped. Segment fields are relative to the previous segment's (the column to the previous one on
 * the same line), so the map is decoded to absolute values and encoded again, in one pass over the characters: the
 * CDK app trims the maps of all ~180 functions in one process, and decoding each segment into arrays and objects
 * made that ~130 ms of CPU per map (docs/decisions/0025).
 */
export function trimSourceMap(map, keepSource = (source) => !source.split(/[\\/]/).includes('node_modules')) {
  const mappings = map.mappings
  const keptBySource = []
  const keeps = (source) => {
    let kept = keptBySource[source]
    if (kept === undefined) {
      kept = keepSource(map.sources[source] ?? '')
      keptBySource[source] = kept
    }
    return kept
  }
  // Old index to new, in order of first use.
  const usedSources = new Map()
  const usedNames = new Map()
  // The decoded position (absolute), and the last one written (what the next written segment is relative to).
  const decoded = { source: 0, line: 0, column: 0, name: 0 }
  const written = { source: 0, line: 0, column: 0, name: 0 }
  const lines = []
  let segments = []
  let generatedColumn = 0
  let lastGeneratedColumn = 0
  // Whether the last segment written on this line is unmapped: one marks a whole run.
  let lastUnmapped = false
  const fields = [0, 0, 0, 0, 0]
  let position = 0
  while (position <= mappings.length) {
    const code = position < mappings.length ? mappings.charCodeAt(position) : semicolon
    if (code === semicolon) {
      lines.push(segments.join(','))
      segments = []
      generatedColumn = 0
      lastGeneratedColumn = 0
      lastUnmapped = false
      position++
      continue
    }
    if (code === comma) {
      position++
      continue
    }
    let count = 0
    let value = 0
    let shift = 0
    for (; position < mappings.length; position++) {
      const character = mappings.charCodeAt(position)
      if (character === comma || character === semicolon) break
      const digit = character < 128 ? digitOf[character] : -1
      if (digit < 0) throw new Error(`Not a source map VLQ digit: ${mappings[position]}`)
      value += (digit & 31) << shift
      if (digit & 32) {
        shift += 5
        continue
      }
      fields[count++] = value & 1 ? -(value >>> 1) : value >>> 1
      value = 0
      shift = 0
    }
    generatedColumn += fields[0]
    if (count >= 4) {
      decoded.source += fields[1]
      decoded.line += fields[2]
      decoded.column += fields[3]
      if (count > 4) decoded.name += fields[4]
    }
    if (count < 4 || !keeps(decoded.source)) {
      // An unmapped segment, so that library code is not taken for the code of ours before it on the line.
      if (!lastUnmapped) {
        segments.push(encodeValue(generatedColumn - lastGeneratedColumn))
        lastGeneratedColumn = generatedColumn
        lastUnmapped = true
      }
      continue
    }
    const source = newIndex(usedSources, decoded.source)
    let text =
      encodeValue(generatedColumn - lastGeneratedColumn) +
      encodeValue(source - written.source) +
      encodeValue(decoded.line - written.line) +
      encodeValue(decoded.column - written.column)
    lastGeneratedColumn = generatedColumn
    written.source = source
    written.line = decoded.line
    written.column = decoded.column
    if (count > 4) {
      const name = newIndex(usedNames, decoded.name)
      text += encodeValue(name - written.name)
      written.name = name
    }
    segments.push(text)
    lastUnmapped = false
  }
  const inOrderOfUse = (used, values) => Array.from(used.keys(), (index) => values[index])
  const trimmed = {
    ...map,
    sources: inOrderOfUse(usedSources, map.sources),
    names: inOrderOfUse(usedNames, map.names),
    mappings: lines.join(';'),
  }
  if (map.sourcesContent) trimmed.sourcesContent = inOrderOfUse(usedSources, map.sourcesContent)
  return trimmed
}

/**
 * Trims a map file in place. Its sources are resolved against the map's own directory first: a bundle written inside
 * `node_modules/` (as `npm run bench:bundles` does) names the libraries `../../electrodb/…`.
 */
export function trimSourceMapFile(file) {
  const map = JSON.parse(readFileSync(file, 'utf8'))
  const directory = resolve(dirname(file), map.sourceRoot ?? '')
  const isOurs = (source) => !resolve(directory, source).split(/[\\/]/).includes('node_modules')
  writeFileSync(file, JSON.stringify(trimSourceMap(map, isOurs)))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2)
  if (files.length === 0) throw new Error('usage: trim-source-map.mjs <file.js.map>...')
  for (const file of files) trimSourceMapFile(file)
}
