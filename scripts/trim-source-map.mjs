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
const digitOf = new Map([...base64].map((character, index) => [character, index]))

/** Decodes one segment's base64 VLQ fields. */
function decodeSegment(text) {
  const values = []
  let value = 0
  let shift = 0
  for (const character of text) {
    const digit = digitOf.get(character)
    if (digit === undefined) throw new Error(`Not a source map VLQ digit: ${character}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
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
 * the same line), so the map is decoded to absolute values and encoded again.
 */
export function trimSourceMap(map, keepSource = (source) => !source.split(/[\\/]/).includes('node_modules')) {
  const previous = { source: 0, line: 0, column: 0, name: 0 }
  const keptLines = []
  const usedSources = new Map()
  const usedNames = new Map()
  for (const line of map.mappings.split(';')) {
    let generatedColumn = 0
    const kept = []
    for (const segmentText of line ? line.split(',') : []) {
      const fields = decodeSegment(segmentText)
      generatedColumn += fields[0]
      if (fields.length >= 4) {
        previous.source += fields[1]
        previous.line += fields[2]
        previous.column += fields[3]
        if (fields.length > 4) previous.name += fields[4]
      }
      const source = previous.source
      if (fields.length < 4 || !keepSource(map.sources[source] ?? '')) {
        // An unmapped segment, so that library code is not taken for the code of ours before it on the line; one
        // marks a whole run.
        if (kept.length === 0 || kept.at(-1).source !== undefined) kept.push({ generatedColumn })
        continue
      }
      if (!usedSources.has(source)) usedSources.set(source, usedSources.size)
      const name = fields.length > 4 ? previous.name : undefined
      if (name !== undefined && !usedNames.has(name)) usedNames.set(name, usedNames.size)
      kept.push({ generatedColumn, source, line: previous.line, column: previous.column, name })
    }
    keptLines.push(kept)
  }
  const last = { source: 0, line: 0, column: 0, name: 0 }
  const mappings = keptLines
    .map((segments) => {
      let lastColumn = 0
      return segments
        .map((segment) => {
          if (segment.source === undefined) {
            const text = encodeValue(segment.generatedColumn - lastColumn)
            lastColumn = segment.generatedColumn
            return text
          }
          const source = usedSources.get(segment.source)
          let text =
            encodeValue(segment.generatedColumn - lastColumn) +
            encodeValue(source - last.source) +
            encodeValue(segment.line - last.line) +
            encodeValue(segment.column - last.column)
          lastColumn = segment.generatedColumn
          last.source = source
          last.line = segment.line
          last.column = segment.column
          if (segment.name !== undefined) {
            const name = usedNames.get(segment.name)
            text += encodeValue(name - last.name)
            last.name = name
          }
          return text
        })
        .join(',')
    })
    .join(';')
  const byNewIndex = (used, values) => [...used].sort((a, b) => a[1] - b[1]).map(([index]) => values[index])
  const trimmed = {
    ...map,
    sources: byNewIndex(usedSources, map.sources),
    names: byNewIndex(usedNames, map.names),
    mappings,
  }
  if (map.sourcesContent) trimmed.sourcesContent = byNewIndex(usedSources, map.sourcesContent)
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
