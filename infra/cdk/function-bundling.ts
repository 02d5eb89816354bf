import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { queueDefinitions } from '@platform/functions/platform/jobs/queue-definitions'
import { jobStepHandlerModule } from '@platform/functions/workflows/job-workflow'
import { routeList } from '@platform/shared/routes'
import type { BuildOptions } from 'esbuild'
import { trimSourceMapFile } from '../../scripts/trim-source-map.mjs'
import { functionSourceFile, handlerSourceFile } from './project-paths.ts'

/**
 * Large libraries that few code paths use: imported only dynamically where they are used, left out of the bundle and
 * copied beside it (`node_modules/`) for the functions whose bundle imports them (`scripts/ship-lazy-modules.mjs`),
 * so a function that never opens a PDF neither carries nor loads pdf.js.
 */
export const lazyModules = ['gpt-tokenizer', 'unpdf', 'mammoth', 'openai', 'yaml', 'razorpay']

/**
 * Packages bundled as something else than what their name resolves to (esbuild's `alias`, which also wins over
 * `externalModules`). DynamoDB goes through our own client (`platform/aws-clients/dynamo-http-client.ts`), not the
 * runtime's SDK, whose DynamoDB client was ~110 ms of a cold start (docs/decisions/0018):
 * - `@aws-sdk/lib-dynamodb`: electrodb `require`s it at load for a client path the platform does not take; an
 *   empty module instead.
 * - `node:stream/web`: Node's web streams, which @middy/core imports for streamed responses the platform never sends,
 *   loaded on first use instead (`platform/web-streams-on-first-use.cjs`, ~5 ms of every cold start).
 * - `@aws-sdk/util-dynamodb`: the marshalling, small (~5 KB minified) and free of other imports, bundled from the
 *   locked install rather than loaded from the runtime's SDK, which `@aws-sdk/*` would otherwise do.
 */
export const moduleAliases: Record<string, string> = {
  '@aws-sdk/lib-dynamodb': functionSourceFile('platform/aws-clients/lib-dynamodb-unused'),
  'node:stream/web': functionSourceFile('platform/web-streams-on-first-use').replace(/\.ts$/, '.cjs'),
  '@aws-sdk/util-dynamodb': dirname(
    createRequire(functionSourceFile('data/database')).resolve('@aws-sdk/util-dynamodb/package.json'),
  ),
}

/**
 * How every Lambda of the platform is bundled, once: `PlatformFunction` hands it to CDK's NodejsFunction and
 * `npm run bench:bundles` (and the bundle size test) hands the same settings to esbuild, so the measured bundle is
 * the deployed one.
 */
export const functionBundling = {
  // CommonJS, not ESM: the runtime's AWS SDK is CommonJS, and an ES module importing it makes Node check each of
  // its files' format and scan their exports (cjs-module-lexer) before running them, and compiles the bundle as a
  // module graph; measured on getCurrentUser that was about a third of its cold import (docs/decisions/0018).
  // Handlers use neither top-level await nor import.meta, which CommonJS output lacks (esbuild refuses the first).
  format: 'cjs',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  // Trimmed after bundling to our own code (`scripts/trim-source-map.mjs`): Node parses the whole map at a cold start.
  sourceMap: true,
  // The source map only has to map lines; embedding the sources would double the bundle.
  sourcesContent: false,
  // The AWS SDK v3 of the Lambda runtime (docs/decisions/0018), and the libraries shipped beside the bundle.
  externalModules: ['@aws-sdk/*', '@smithy/*', ...lazyModules],
  esbuildArgs: { '--alias': Object.entries(moduleAliases).map(([name, path]) => `${name}=${path}`) },
} as const

/** The esbuild options NodejsFunction derives from `functionBundling` (it adds `--bundle --platform=node`). */
export function esbuildOptions(): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: functionBundling.format,
    target: functionBundling.target,
    mainFields: [...functionBundling.mainFields],
    minify: functionBundling.minify,
    sourcemap: functionBundling.sourceMap,
    sourcesContent: functionBundling.sourcesContent,
    external: [...functionBundling.externalModules],
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
  const jobModules = [...queueDefinitions.map((definition) => definition.consumer), jobStepHandlerModule]
  const jobFunctions = jobModules.map((module) => ({
    name: module.slice(module.lastIndexOf('/') + 1),
    kind: 'job' as const,
    sourceFile: functionSourceFile(module),
  }))
  return [...requestFunctions, ...jobFunctions]
}

/** Size budgets of a bundle (`index.js`, without its source map), by kind of function. */
export const bundleBudgetBytes: Record<FunctionKind, number> = {
  request: 500 * 1024,
  job: 2 * 1024 * 1024,
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
 * Bundles every function with the deployed settings in one esbuild run (one run shares the parsing, so the size
 * test stays fast); each entry is still bundled on its own, as NodejsFunction does. `outputDirectory` must lie
 * inside the repository when the bundles are to be imported, so that modules left external resolve.
 */
export async function buildFunctionBundles(
  outputDirectory: string,
  options: { write: boolean } = { write: true },
): Promise<BuiltBundle[]> {
  const { build } = await import('esbuild')
  const sources = platformFunctionSources()
  const result = await build({
    ...esbuildOptions(),
    entryPoints: Object.fromEntries(sources.map((source) => [source.name, source.sourceFile])),
    outdir: outputDirectory,
    // `.cjs`: the repository's package.json says "type": "module", which the deployed `index.js` has no part of.
    outExtension: { '.js': '.cjs' },
    logLevel: 'error',
    write: options.write,
  })
  // Kept in memory unless written: the size test needs only the byte counts.
  const bytesByFile = new Map((result.outputFiles ?? []).map((file) => [file.path, file.contents.byteLength]))
  const textByFile = new Map((result.outputFiles ?? []).map((file) => [file.path, file.text]))
  // Read from the code rather than esbuild's metafile, which slows the run of every entry.
  const externalImports = (outputFile: string) => {
    const code = textByFile.get(outputFile) ?? readFileSync(outputFile, 'utf8')
    return [...new Set(Array.from(code.matchAll(/\brequire\("([^"]+)"\)/g), (match) => match[1] as string))].sort()
  }
  // As CDK's after-bundling hook does (`platform-function.ts`): the deployed map covers our own code only.
  if (options.write) {
    for (const source of sources) trimSourceMapFile(join(outputDirectory, `${source.name}.cjs.map`))
  }
  const knownRouteIds = new Set(routeList.map((route) => route.id))
  const routeIds = (outputFile: string) => {
    const code = textByFile.get(outputFile) ?? readFileSync(outputFile, 'utf8')
    const ids = Array.from(code.matchAll(/\bid:"(\w+)"/g), (match) => match[1] as string)
    return [...new Set(ids.filter((id) => knownRouteIds.has(id)))].sort()
  }
  return sources.map((source) => {
    const outputFile = join(outputDirectory, `${source.name}.cjs`)
    return {
      ...source,
      outputFile,
      bytes: bytesByFile.get(outputFile) ?? statSync(outputFile).size,
      externalImports: externalImports(outputFile),
      routeIds: routeIds(outputFile),
    }
  })
}
