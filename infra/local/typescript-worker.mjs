/*
 * Entry of a worker thread that runs a TypeScript module (`workerData.entry`, a file URL). On Node 20 a loader in a
 * Worker's execArgv does not apply to the worker's own modules, so tsx is registered here, inside the thread, the
 * same way whether the parent runs under tsx (local mode) or vitest (tests).
 */
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)
