import { traceClient } from '../tracer.ts'

/**
 * One lazily created client per AWS service, reused across invocations of a warm Lambda. Each client lives in its
 * own module (`dynamo.ts`, `s3.ts`, ...) so a function bundles and loads only the SDK clients it calls.
 * Endpoints are never configured here: the SDK reads `AWS_ENDPOINT_URL_<SERVICE>` from the environment, which is how local mode points the very same code at its
 * stand-ins.
 */
const resets: Array<() => void> = []

export function lazyClient<T>(create: () => T): () => T {
  let instance: T | undefined
  resets.push(() => {
    instance = undefined
  })
  return () => {
    // Traced (X-Ray subsegments per call) in Lambda; unchanged in local mode and the tests.
    instance ??= traceClient(create())
    return instance
  }
}

/**
 * Forgets every client so the next use reads the environment again. Only local mode calls it, when it
 * (re)starts its stand-ins on new ports inside one process; a Lambda never changes endpoints.
 */
export function resetAwsClients(): void {
  for (const reset of resets) reset()
}
