import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { runAtBackgroundPriority, stopChild, typescriptExecArgv } from './processes.ts'

export interface FunctionInvocation {
  id: number
  /** A functions module path, as in the route and queue tables (`jobs/run-job-step`). */
  module: string
  event: unknown
}

export type FunctionOutcome =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: { name: string; message: string; stack?: string }; result?: undefined }

export interface FunctionWorker {
  /** Runs the module's `handler` with the event in the worker process and answers what it returns or throws. */
  invoke<Result>(module: string, event: unknown): Promise<Result>
  stop(): Promise<void>
}

const workerEntry = fileURLToPath(new URL('./function-worker.ts', import.meta.url))

/**
 * The parent side of `function-worker.ts`: a child process, started on the first invocation (a cold start) with the
 * environment local mode has set by then, and started again if it dies. Invocations run concurrently in it, as
 * they did in the gateway's process, and their errors come back with their name and message, so the state machine
 * and the queue poller see what a Lambda invocation would report.
 */
export function startFunctionWorker(options: {
  name: string
  log: (line: string) => void
  /** File URLs of modules the worker imports before any invocation (tests: their test-only job kinds). */
  preload?: string[]
}): FunctionWorker {
  let child: ChildProcess | undefined
  let nextId = 1
  let stopped = false
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()

  const failAll = (reason: string) => {
    for (const [id, invocation] of pending) {
      pending.delete(id)
      invocation.reject(new Error(reason))
    }
  }

  const start = (): ChildProcess => {
    const started = fork(workerEntry, options.preload ?? [], {
      execArgv: typescriptExecArgv(),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    })
    // Job steps (extraction, generation, indexing) are background work: requests come first.
    runAtBackgroundPriority(started.pid)
    started.on('message', (outcome: FunctionOutcome) => {
      const invocation = pending.get(outcome.id)
      if (!invocation) return
      pending.delete(outcome.id)
      if (outcome.error) invocation.reject(Object.assign(new Error(outcome.error.message), outcome.error))
      else invocation.resolve(outcome.result)
    })
    started.once('exit', (code, signal) => {
      if (child === started) child = undefined
      if (!stopped) options.log(`${options.name} worker exited (${signal ?? code}); the next invocation starts another`)
      failAll(`The ${options.name} worker stopped (${signal ?? code}) before it answered.`)
    })
    return started
  }

  return {
    invoke<Result>(module: string, event: unknown): Promise<Result> {
      if (stopped) return Promise.reject(new Error(`The ${options.name} worker is stopped.`))
      child ??= start()
      const id = nextId++
      const answer = new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      })
      child.send({ id, module, event } satisfies FunctionInvocation)
      return answer
    },
    async stop() {
      stopped = true
      await stopChild(child)
      failAll(`The ${options.name} worker was stopped.`)
    },
  }
}
