/**
 * Runs the local model engine alone and prints its URL on the first line: bench:quality starts it as a child
 * process so the platform's job steps and HTTP handlers keep their own event loop while the engine trains (in
 * this busy, 2-core machine a step waiting on an engine inside the same process can pass its 60 s timeout).
 */
import { join } from 'node:path'
import { repositoryRoot } from '../infra/local/local-platform.ts'
import { startModelEngine } from '../infra/local/model-engine/server.ts'

const engine = await startModelEngine({
  port: 0,
  host: '127.0.0.1',
  dataDir: join(repositoryRoot, '.local', 'tmp', `bench-model-engine-${process.pid}`),
})
console.log(engine.url)
const stop = () => {
  void engine.stop().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop)
