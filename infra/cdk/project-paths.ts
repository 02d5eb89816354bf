import { fileURLToPath } from 'node:url'

/** Resolved from this file rather than the working directory, so `cdk synth` and vitest agree wherever they start. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url))

/** npm workspaces keep one lock file at the root; esbuild bundles from there so workspace links resolve. */
export const lockFile = fileURLToPath(new URL('../../package-lock.json', import.meta.url))

/** Source file of a module under `functions/src/`, named as the route table and job definitions name it. */
export function functionSourceFile(moduleName: string): string {
  return fileURLToPath(new URL(`../../functions/src/${moduleName}.ts`, import.meta.url))
}

/** Source file of a route handler; the route table names handlers relative to `functions/src/handlers/`. */
export function handlerSourceFile(handlerModule: string): string {
  return functionSourceFile(`handlers/${handlerModule}`)
}

/** Copies the lazily loaded libraries a bundle imports beside it; CDK runs it after bundling each function. */
export const shipLazyModulesScript = fileURLToPath(new URL('../../scripts/ship-lazy-modules.mjs', import.meta.url))
export const trimSourceMapScript = fileURLToPath(new URL('../../scripts/trim-source-map.mjs', import.meta.url))
