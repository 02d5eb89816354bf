/**
 * Writes the articles of a help-centre quality set as a site folder for `bench:quality --sites=<folder>`, from a
 * clone of the public repository its `source` names (the articles are not ours to copy into the tree):
 *   npm run bench:help-centre-site -- bench/quality-sets/jamble-help/set.json <clone of its repository> <folder>
 * Each file of `source.files` at `source.commit` becomes `<folder>/<set>/NN-<title>.md`, its front matter's title (or
 * its file's name) as its first heading when it has none; `source.files` lists paths and globs (`*` within a folder, `**` across folders, `{a, b}` choices).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import * as z from 'zod'

const [setPath, clone, folder] = process.argv.slice(2)
if (!setPath || !clone || !folder) {
  console.error('Usage: npm run bench:help-centre-site -- <set.json> <clone of its repository> <folder>')
  process.exit(2)
}
const { source } = z
  .object({ source: z.object({ commit: z.string(), files: z.string() }) })
  .parse(JSON.parse(readFileSync(setPath, 'utf8')))
const git = (...args: string[]) => execFileSync('git', ['-C', clone, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 })

/** "a/{b, c}/d.md" → ["a/b/d.md", "a/c/d.md"]. */
function expandChoices(pattern: string): string[] {
  const choice = /\{([^{}]*)\}/.exec(pattern)
  if (!choice) return [pattern]
  return (choice[1] ?? '').split(',').flatMap((option) => expandChoices(pattern.replace(choice[0], option.trim())))
}

/** A glob as a pattern: `*` within a folder, `**\/` any folders (the two are split apart first). */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split('**/')
      .map((part) => part.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('(?:.*/)?')}$`,
  )

const tracked = git('ls-tree', '-r', '--name-only', source.commit).split('\n')
// The list is split at the commas between its paths, not those inside a {…} choice.
const patterns = source.files.split(/,\s*(?![^{]*\})/).flatMap(expandChoices)
const files = [...new Set(patterns.flatMap((pattern) => tracked.filter((path) => globPattern(pattern).test(path))))]
const target = join(folder, basename(dirname(resolve(setPath))))
rmSync(target, { recursive: true, force: true })
mkdirSync(target, { recursive: true })
files.forEach((path, position) => {
  let text = git('show', `${source.commit}:${path}`)
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)
  const title = frontMatter
    ? /^title:\s*(.+)$/m
        .exec(frontMatter[1] ?? '')?.[1]
        ?.trim()
        .replace(/^["']|["']$/g, '')
    : undefined
  if (frontMatter) text = text.slice(frontMatter[0].length)
  // A page titled by its file name only (Obsidian's help names each file after its page).
  const fileTitle = /^(readme|index|en)$/i.test(basename(path, '.md')) ? undefined : basename(path, '.md')
  const pageTitle = title ?? (/^# /m.test(text) ? undefined : fileTitle)
  if (pageTitle && !/^\s*# /.test(text)) text = `# ${pageTitle}\n\n${text}`
  const heading = /^# (.+)$/m.exec(text)?.[1] ?? basename(path, '.md')
  const name = heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  writeFileSync(join(target, `${String(position + 1).padStart(2, '0')}-${name}.md`), text)
})
console.log(`${files.length} articles written to ${target}`)
