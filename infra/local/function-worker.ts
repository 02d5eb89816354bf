import { functionModuleLoader } from './function-modules.ts'
import type { FunctionInvocation, FunctionOutcome } from './function-workers.ts'

/**
 * A child process that plays Lambda instances for local mode: it runs the functions modules it is asked for
 * (job consumer, job steps) with the events it is sent, so their CPU work never holds the gateway's event loop.
 * Started by `startFunctionWorker`; it leaves when its parent does.
 */
const loadHandler = functionModuleLoader((module) => module.handler as (event: unknown) => Promise<unknown>)
/** Modules named on the command line load first (tests register their test-only job kinds this way). */
const preloaded = Promise.all(process.argv.slice(2).map((moduleUrl) => import(moduleUrl)))

function send(outcome: FunctionOutcome): void {
  // The parent may be gone (it stopped while this ran); the answer then has nobody to go to.
  if (process.connected) process.send?.(outcome)
}

process.on('message', (invocation: FunctionInvocation) => {
  preloaded
    .then(() => loadHandler(invocation.module))
    .then((handler) => handler(invocation.event))
    .then(
      (result) => send({ id: invocation.id, result }),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error))
        send({ id: invocation.id, error: { name: failure.name, message: failure.message, stack: failure.stack } })
      },
    )
})
process.on('disconnect', () => process.exit(0))
