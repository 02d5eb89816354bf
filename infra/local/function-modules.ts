import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const functionsSource = resolve(fileURLToPath(new URL('../../functions/src', import.meta.url)))

/**
 * Imports functions modules the way a Lambda loads its bundle: once, then reused while warm. `pick` takes the
 * export to call (a handler) and fails loudly when the module lacks it.
 *
 * @example
 * const loadHandler = functionModuleLoader((module) => module.handler as LambdaHandler)
 * const handler = await loadHandler('handlers/system/get-health')
 */
export function functionModuleLoader<T>(pick: (module: Record<string, unknown>) => T) {
  const cache = new Map<string, Promise<T>>()
  return (modulePath: string) => {
    let loaded = cache.get(modulePath)
    if (!loaded) {
      loaded = import(pathToFileURL(join(functionsSource, `${modulePath}.ts`)).href).then((module) => {
        const picked = pick(module as Record<string, unknown>)
        if (!picked) throw new Error(`${modulePath} does not export a handler`)
        return picked
      })
      cache.set(modulePath, loaded)
    }
    return loaded
  }
}
