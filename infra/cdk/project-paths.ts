import { fileURLToPath } from 'node:url'

/** Resolved from this file rather than the working directory, so `cdk synth` and vitest agree wherever they start. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url))

/** `functions/src/`, where the handlers and the modules they import live. */
export const functionsSourceDirectory = fileURLToPath(new URL('../../functions/src/', import.meta.url))

/** Source file of a module under `functions/src/`, named as the route table and job definitions name it. */
export function functionSourceFile(moduleName: string): string {
  return fileURLToPath(new URL(`../../functions/src/${moduleName}.ts`, import.meta.url))
}

/** Source file of a route handler; the route table names handlers relative to `functions/src/handlers/`. */
export function handlerSourceFile(handlerModule: string): string {
  return functionSourceFile(`handlers/${handlerModule}`)
}
