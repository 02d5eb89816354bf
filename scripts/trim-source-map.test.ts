import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { trimSourceMap, trimSourceMapFile } from './trim-source-map.mjs'

const directory = mkdtempSync(join(tmpdir(), 'trim-source-map-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

/** A minified bundle of one of our files calling a library, as the Lambdas are built: everything on a few lines. */
async function bundleWithLibrary() {
  mkdirSync(join(directory, 'node_modules', 'library'), { recursive: true })
  // An ES module library imported after one of our modules: esbuild puts its code between ours on the same line.
  writeFileSync(
    join(directory, 'node_modules', 'library', 'index.mjs'),
    'export function shout(text) {\n  if (!text) throw new Error("library failure")\n  return text.toUpperCase()\n}\n',
  )
  writeFileSync(
    join(directory, 'before.ts'),
    "export function prefix(text: string): string {\n  if (!text) throw new Error('before failure')\n  return '> ' + text\n}\n",
  )
  writeFileSync(
    join(directory, 'ours.ts'),
    [
      "import { prefix } from './before.ts'",
      "import { shout } from 'library/index.mjs'",
      '',
      'export function greet(name: string): string {',
      "  return shout(prefix('hello ' + name))",
      '}',
      '',
      'export function fail(): never {',
      "  throw new Error('our failure')",
      '}',
    ].join('\n'),
  )
  const result = await build({
    entryPoints: [join(directory, 'ours.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    minify: true,
    sourcemap: 'external',
    sourcesContent: false,
    outfile: join(directory, 'out.cjs'),
    write: false,
  })
  const code = result.outputFiles.find((file) => file.path.endsWith('.cjs'))?.text ?? ''
  const map = JSON.parse(result.outputFiles.find((file) => file.path.endsWith('.map'))?.text ?? '{}')
  return { code, map }
}

type Entry = { originalSource?: string; originalLine?: number }
const entryAt = (map: SourceMap, position: { line: number; column: number }) =>
  map.findEntry(position.line, position.column) as Entry

/** Zero-based line and column of `needle` in the generated code. */
function positionOf(code: string, needle: string) {
  const index = code.indexOf(needle)
  expect(index, needle).toBeGreaterThanOrEqual(0)
  const before = code.slice(0, index).split('\n')
  return { line: before.length - 1, column: (before.at(-1) ?? '').length }
}

describe('trimSourceMap', () => {
  it('keeps our code mapped to its file and line and leaves library code unmapped, never mapped to our code', async () => {
    const { code, map } = await bundleWithLibrary()
    const trimmed = new SourceMap({ ...map, ...trimSourceMap(map) })
    const untrimmed = new SourceMap(map)

    const ours = positionOf(code, 'our failure')
    const library = positionOf(code, 'library failure')
    const before = positionOf(code, 'before failure')
    // The case that needs care: library code after ours on one line must not read as ours.
    expect(library.line).toBe(before.line)
    expect(library.column).toBeGreaterThan(before.column)
    // Before: both map to their files.
    expect(entryAt(untrimmed, ours).originalSource).toMatch(/ours\.ts$/)
    expect(entryAt(untrimmed, library).originalSource).toMatch(/node_modules\/library/)

    const ourEntry = entryAt(trimmed, ours)
    expect(ourEntry.originalSource).toMatch(/ours\.ts$/)
    expect(ourEntry.originalLine).toBe(8)
    expect(entryAt(trimmed, library).originalSource).toBeUndefined()
  })

  it('drops the sources and names only library code used, and shrinks the mappings', async () => {
    const { map } = await bundleWithLibrary()
    const trimmed = trimSourceMap(map)
    expect(map.sources.some((source: string) => source.includes('node_modules'))).toBe(true)
    expect(trimmed.sources.every((source: string) => !source.includes('node_modules'))).toBe(true)
    expect(trimmed.sources).toHaveLength(2)
    expect(trimmed.mappings.length).toBeLessThan(map.mappings.length)
  })

  it('leaves a map without library code as it was', async () => {
    const { map } = await bundleWithLibrary()
    const keepEverything = trimSourceMap(map, () => true)
    expect(keepEverything.mappings).toBe(map.mappings)
    expect(keepEverything.sources).toEqual(map.sources)
  })

  it('tells libraries by where the sources are, also for a map written inside node_modules', async () => {
    const { map } = await bundleWithLibrary()
    // As `npm run bench:bundles` writes them: two levels down in node_modules, libraries read `../../library/…`.
    const mapDirectory = join(directory, 'node_modules', '.cache', 'bundles')
    mkdirSync(mapDirectory, { recursive: true })
    const relocated = {
      ...map,
      sources: map.sources.map((source: string) =>
        source.includes('node_modules') ? source.replace(/^.*node_modules\//, '../../') : `../../../${source}`,
      ),
    }
    const file = join(mapDirectory, 'out.cjs.map')
    writeFileSync(file, JSON.stringify(relocated))
    trimSourceMapFile(file)
    expect(JSON.parse(readFileSync(file, 'utf8')).sources.sort()).toEqual(['../../../before.ts', '../../../ours.ts'])
  })
})
