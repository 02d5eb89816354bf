import path from 'node:path'
import { startModelEngine } from './server.ts'

/**
 * Runs the local model engine alone: `PORT=8787 DATA_DIR=.local/model-engine npx tsx infra/local/model-engine/main.ts`.
 * Optional: HOST, MODEL_ENGINE_API_KEY (require this bearer key), FALLBACK_ANSWER. Local mode starts it as its own
 * process this way (`startModelEngineProcess`): it is told the URL over IPC and the engine leaves with its parent.
 */
const engine = await startModelEngine({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: path.resolve(process.env.DATA_DIR ?? '.local/model-engine'),
  apiKey: process.env.MODEL_ENGINE_API_KEY || undefined,
  fallbackAnswer: process.env.FALLBACK_ANSWER || undefined,
})
console.log(`Model engine listening at ${engine.url}`)
process.send?.({ url: engine.url })

const stop = () => {
  engine.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop)
process.once('disconnect', stop)
