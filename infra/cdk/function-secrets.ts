import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Stack, Stage } from 'aws-cdk-lib'
import type { Construct } from 'constructs'
import { transformSync } from 'esbuild'
import { builtFunctionFolder, bundledModules } from './function-bundling.ts'
import { functionSourceFile, repositoryRoot } from './project-paths.ts'

/**
 * The modules that name every secret variable without reading one: the environment's schema and the secret loader.
 * Every function imports them, so counting them would grant every secret to every function again.
 */
const declaringModules = new Set([functionSourceFile('platform/environment'), functionSourceFile('platform/secrets')])

/** Workspace packages by import prefix; the `exports` of functions/ and shared/ package.json map `./*` to `./src/*.ts`. */
const workspaceSources: Array<{ prefix: string; directory: string }> = [
  { prefix: '@platform/functions/', directory: join(repositoryRoot, 'functions/src') },
  { prefix: '@platform/shared/', directory: join(repositoryRoot, 'shared/src') },
]

/** What a module takes from another: some of its exports by name, or all of it (a namespace, `import()`, a default). */
type Wanted = ReadonlySet<string> | 'all'

interface ModuleLink {
  file: string
  /** The exports taken, by the name the other module exports them as. */
  wanted: Wanted
}

interface ModuleFacts {
  /** Modules of our own that this module's code imports at run time, statically or with `import()`. */
  imports: ModuleLink[]
  /** Modules it re-exports from (`export { a as b } from`, `export * from`), by the names it exports them as. */
  reexports: Array<{ file: string; exportedAs: ReadonlyMap<string, string> | 'all' }>
  /** The module's code as JavaScript: identifiers, property names and strings, with comments and types left out. */
  code: string
}

/** Each module read once per process: a synthesis asks for every function, the tests synthesize several stacks. */
const moduleFacts = new Map<string, ModuleFacts | undefined>()

function importedFile(importer: string, specifier: string): string | undefined {
  if (specifier === '@platform/shared') return join(repositoryRoot, 'shared/src/index.ts')
  const workspace = workspaceSources.find((source) => specifier.startsWith(source.prefix))
  if (workspace) return join(workspace.directory, `${specifier.slice(workspace.prefix.length)}.ts`)
  if (specifier.startsWith('.')) return resolve(dirname(importer), specifier)
  // A package: libraries do not read the platform's secret variables.
  return undefined
}

/** `a, b as c` of an import or export list: original name to the name it is given. */
function namedList(list: string): Map<string, string> {
  const names = new Map<string, string>()
  for (const entry of list.split(',')) {
    const [original, alias] = entry.trim().split(/\s+as\s+/)
    if (original) names.set(original, alias ?? original)
  }
  return names
}

/**
 * An `import` or `export … from` statement of esbuild's output (one line per statement, lists in braces), or an
 * `import()`: the clause between the keyword and the module's name, if any.
 */
const moduleStatement =
  /\b(import|export)\s*(\{[^}]*\}|\*\s*as\s+[\w$]+|\*|[\w$]+\s*,\s*\{[^}]*\}|[\w$]+\s*,\s*\*\s*as\s+[\w$]+|[\w$]+)?\s*(?:from\s*)?\(?\s*"([^"]+)"/g

function factsOf(sourceFile: string): ModuleFacts | undefined {
  if (moduleFacts.has(sourceFile)) return moduleFacts.get(sourceFile)
  let facts: ModuleFacts | undefined
  if (sourceFile.endsWith('.ts') && existsSync(sourceFile)) {
    // TypeScript to JavaScript as the bundle sees it: comments, types and imports used only as types are gone, so a
    // variable named in a doc comment or a type-only import does not count.
    const { code } = transformSync(readFileSync(sourceFile, 'utf8'), { loader: 'ts', sourcefile: sourceFile })
    facts = { imports: [], reexports: [], code }
    for (const [, keyword, clause = '', specifier = ''] of code.matchAll(moduleStatement)) {
      const file = importedFile(sourceFile, specifier)
      if (!file) continue
      const braces = clause.startsWith('{') ? clause.slice(1, -1) : undefined
      if (keyword === 'export') {
        facts.reexports.push({ file, exportedAs: braces === undefined ? 'all' : namedList(braces) })
      } else {
        facts.imports.push({ file, wanted: braces === undefined ? 'all' : new Set(namedList(braces).keys()) })
      }
    }
  }
  moduleFacts.set(sourceFile, facts)
  return facts
}

/**
 * Our source files a module imports at run time, directly or through others, statically or lazily: about what a
 * bundle of it holds. Re-exports are followed only for the names taken, as esbuild does (the packages are free of
 * side effects), so a handler that takes one function from a domain's `index.ts` does not count the domain's other
 * modules; everything a module it reaches imports counts, which makes this a superset of what esbuild keeps.
 */
export function importedModules(sourceFile: string): string[] {
  const reached = new Set<string>()
  /** The names already followed through each module's re-exports ('all': every one). */
  const followed = new Map<string, Set<string> | 'all'>()
  const pending: ModuleLink[] = [{ file: resolve(sourceFile), wanted: 'all' }]
  for (let link = pending.pop(); link !== undefined; link = pending.pop()) {
    const facts = factsOf(link.file)
    if (!facts) continue
    if (!reached.has(link.file)) {
      reached.add(link.file)
      pending.push(...facts.imports)
    }
    const already = followed.get(link.file) ?? new Set<string>()
    if (already === 'all') continue
    const names = link.wanted === 'all' ? 'all' : [...link.wanted].filter((name) => !already.has(name))
    if (names !== 'all' && names.length === 0) continue
    if (names === 'all') followed.set(link.file, 'all')
    else followed.set(link.file, new Set([...already, ...names]))
    for (const reexport of facts.reexports) {
      if (reexport.exportedAs === 'all') {
        pending.push({ file: reexport.file, wanted: names === 'all' ? 'all' : new Set(names) })
        continue
      }
      const taken = [...reexport.exportedAs].filter(([, exported]) => names === 'all' || names.includes(exported))
      if (taken.length > 0) pending.push({ file: reexport.file, wanted: new Set(taken.map(([original]) => original)) })
    }
  }
  return [...reached]
}

/**
 * The secret variables of `secretNames` that `modules` read: those named in the code of any of them other than the
 * modules that declare them all (`declaringModules`). Secrets are read through `environment()` or
 * `readConfiguration` by their variable name (`environment().CODE_SIGNING_SECRET`, a schema key, a destructured
 * property), so a module that reads one names it; a name built at run time would not be seen, and no module does that.
 */
export function secretsNamedIn(modules: Iterable<string>, secretNames: readonly string[]): string[] {
  const read = new Set<string>()
  for (const file of modules) {
    const code = declaringModules.has(file) ? undefined : factsOf(file)?.code
    if (code) for (const name of secretNames) if (new RegExp(`\\b${name}\\b`).test(code)) read.add(name)
  }
  return secretNames.filter((name) => read.has(name))
}

/**
 * The secret variables (of `secretNames`) the function built from `sourceFile` reads, hence the only ones it is
 * granted and told the ARN of. When the stack bundles, from the modules its bundle holds (the sources of its source
 * map, which are exactly the modules esbuild kept code of); when bundling is skipped (the CDK tests), from every
 * module it imports, a superset. A source file that does not exist reads nothing: tests synthesize without bundling,
 * and a deployment bundles, which fails on it.
 *
 * @example secretsReadBy(stack, handlerSourceFile('billing/receive-payment-webhook'), ['CODE_SIGNING_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) // ['RAZORPAY_WEBHOOK_SECRET']
 */
export function secretsReadBy(scope: Construct, sourceFile: string, secretNames: readonly string[]): string[] {
  if (!Stack.of(scope).bundlingRequired) return secretsNamedIn(importedModules(sourceFile), secretNames)
  builtFunctionFolder(Stage.of(scope)?.outdir ?? repositoryRoot, sourceFile)
  const modules = bundledModules.get(sourceFile)
  if (!modules) throw new Error(`No bundle was built for ${sourceFile}`)
  return secretsNamedIn(modules, secretNames)
}
