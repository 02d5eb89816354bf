// Copies the lazily loaded libraries a Lambda bundle imports (left external by `infra/cdk/function-bundling.ts`)
// beside it, into `<bundle directory>/node_modules/`, with their dependencies, from the repository's installed
// (locked) packages. The CDK app runs it on each function's folder of the shared build (`function-bundling.ts`):
//   node scripts/ship-lazy-modules.mjs <bundle directory> <module> [<module>...]
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))

/** The names a bundle loads (`require("x")`, `import("x")`, `from"x"`), as esbuild writes them. */
function importedNames(code) {
  const names = new Set()
  for (const match of code.matchAll(/(?:\bfrom\s*|\b(?:import|require)\s*\(\s*)["']([^"']+)["']/g)) names.add(match[1])
  return names
}

/** The installed directory of `name` as Node resolves it from `fromDirectory` (nested node_modules first). */
function packageDirectory(name, fromDirectory) {
  for (let directory = fromDirectory; ; directory = dirname(directory)) {
    const candidate = join(directory, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (directory === dirname(directory)) throw new Error(`${name} is not installed (needed by ${fromDirectory})`)
  }
}

/** Type declarations and source maps are never loaded at run time; they would only fatten the function's asset. */
function isRuntimeFile(path) {
  return !/\.(d\.[cm]?ts|map)$/.test(path)
}

/**
 * Copies into `<bundleDirectory>/node_modules/` those of `lazyModules` that its `index.js` imports, with their
 * dependencies; returns the copied packages' paths in the repository.
 */
export function shipLazyModules(bundleDirectory, lazyModules) {
  const code = readFileSync(join(bundleDirectory, 'index.js'), 'utf8')
  const imported = importedNames(code)
  const pending = lazyModules.filter((name) => imported.has(name)).map((name) => [name, repositoryRoot])
  const shipped = new Set()
  while (pending.length > 0) {
    const [name, fromDirectory] = pending.pop()
    const source = packageDirectory(name, fromDirectory)
    if (shipped.has(source)) continue
    shipped.add(source)
    // A package nested under another one travels inside its parent's copy.
    const nested = (source.slice(repositoryRoot.length).match(/node_modules\//g) ?? []).length > 1
    if (!nested)
      cpSync(source, join(bundleDirectory, 'node_modules', name), {
        recursive: true,
        dereference: true,
        filter: isRuntimeFile,
      })
    const { dependencies = {} } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'))
    for (const dependency of Object.keys(dependencies)) pending.push([dependency, source])
  }
  return [...shipped].map((path) => path.slice(repositoryRoot.length))
}

/** The package name of a package file's path (`@scope/name/dir/file` -> `@scope/name`). */
function packageNameOf(packageFile) {
  const parts = packageFile.split('/')
  return parts.slice(0, packageFile.startsWith('@') ? 2 : 1).join('/')
}

/**
 * Copies into `<bundleDirectory>/node_modules/` those of `packageFiles` (files that code reads at run time rather
 * than imports, named by their package path: the receipts' font) whose path its `index.js` names, each with its
 * package's `package.json` (its `exports` resolve the path) and licence, not the rest of the package; returns the
 * copied files' paths.
 */
export function shipPackageFiles(bundleDirectory, packageFiles) {
  const code = readFileSync(join(bundleDirectory, 'index.js'), 'utf8')
  const shipped = []
  for (const packageFile of packageFiles.filter((path) => code.includes(JSON.stringify(path)))) {
    const name = packageNameOf(packageFile)
    const source = packageDirectory(name, repositoryRoot)
    const licences = readdirSync(source).filter((file) => /^(licen[cs]e|copying)/i.test(file))
    for (const file of ['package.json', ...licences, packageFile.slice(name.length + 1)]) {
      cpSync(join(source, file), join(bundleDirectory, 'node_modules', name, file), { dereference: true })
    }
    shipped.push(packageFile)
  }
  return shipped
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [bundleDirectory, ...lazyModules] = process.argv.slice(2)
  if (!bundleDirectory) throw new Error('usage: ship-lazy-modules.mjs <bundle directory> <module>...')
  const shipped = shipLazyModules(bundleDirectory, lazyModules)
  if (shipped.length > 0) console.log(`shipped ${shipped.join(', ')}`)
}
