/*
 * The helper thread of `embedSentences` (sentence-encoder.ts): it loads its own copy of the sentence encoder and
 * embeds the batches it is sent, so a training's embeddings use a second core (TensorFlow.js's WebAssembly backend
 * computes on one thread in Node). On Node 20 a TypeScript loader in a worker's execArgv does not apply to the
 * worker's modules, so tsx is registered here, inside the thread, the same way whether the parent runs under tsx
 * (local mode) or vitest (tests); where it cannot start, the calling thread does all the work.
 *
 * Messages in: `{ texts: string[] }` (prepared by the parent); out: `{ ready: true }` once the model is loaded, then
 * one `{ vectors: Float32Array[] }` (not normalized) or `{ error: string }` per batch, in the order sent.
 */
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { loadSentenceEncoder } = await import('./sentence-encoder.ts')
const model = await loadSentenceEncoder()

parentPort?.on('message', async ({ texts }) => {
  try {
    const vectors = (await model.embed(texts)).map((vector) => Float32Array.from(vector))
    parentPort?.postMessage(
      { vectors },
      vectors.map((vector) => vector.buffer),
    )
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) })
  }
})
parentPort?.postMessage({ ready: true })
