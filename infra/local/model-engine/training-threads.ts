import { Worker } from 'node:worker_threads'
import type { RetrievalModelFile, TrainingSummary } from '@platform/functions/models/local-engine/retrieval-model'
import type {
  TrainingProgress,
  TrainRetrievalModelOptions,
} from '@platform/functions/models/local-engine/train-retrieval-model'

export type TrainingWorkerMessage =
  | { type: 'progress'; progress: TrainingProgress }
  | { type: 'trained'; model: RetrievalModelFile; metrics: TrainingSummary }
  | { type: 'failed'; message: string }

export type TrainingThreadOptions = Omit<TrainRetrievalModelOptions, 'signal' | 'onProgress'> & {
  signal: AbortSignal
  onProgress(progress: TrainingProgress): Promise<void>
}

const bootstrap = new URL('../typescript-worker.mjs', import.meta.url)
const entry = new URL('./training-worker.ts', import.meta.url).href

/**
 * Runs `trainRetrievalModel` in worker threads, one per training. Training holds a thread for seconds to minutes;
 * in the engine's own thread it would stall every request to the engine meanwhile (and reset idle keep-alive
 * connections). A spare thread is kept ready, its encoder loaded, so a training does not wait for a thread to start.
 */
export class TrainingThreads {
  #spare: Worker | undefined
  #stopped = false

  constructor() {
    this.#prepare()
  }

  /** The stored form of the trained model, or `undefined` when the signal aborted it (the thread ends at once). */
  train(options: TrainingThreadOptions): Promise<{ model: RetrievalModelFile; metrics: TrainingSummary } | undefined> {
    const { signal, onProgress, ...trainingOptions } = options
    if (signal.aborted || this.#stopped) return Promise.resolve(undefined)
    const worker = this.#spare ?? this.#start()
    this.#spare = undefined
    worker.ref()
    return new Promise((resolve, reject) => {
      // Progress events are written in order, and the result only after the last of them.
      let written = Promise.resolve()
      let settled = false
      const settle = (settling: () => void) => {
        if (settled) return
        settled = true
        signal.removeEventListener('abort', abort)
        void worker.terminate()
        this.#prepare()
        written.then(settling, settling)
      }
      const abort = () => settle(() => resolve(undefined))
      signal.addEventListener('abort', abort, { once: true })
      worker.on('message', (message: TrainingWorkerMessage) => {
        if (message.type === 'progress') written = written.then(() => onProgress(message.progress))
        else if (message.type === 'trained') settle(() => resolve({ model: message.model, metrics: message.metrics }))
        else settle(() => reject(new Error(message.message)))
      })
      worker.once('error', (error) => settle(() => reject(error)))
      worker.once('exit', (code) => settle(() => reject(new Error(`The training thread stopped (${code}).`))))
      worker.postMessage(trainingOptions)
    })
  }

  async stop(): Promise<void> {
    this.#stopped = true
    await this.#spare?.terminate()
    this.#spare = undefined
  }

  #prepare(): void {
    if (this.#stopped || this.#spare) return
    this.#spare = this.#start()
    // A thread waiting for work does not keep the process alive.
    this.#spare.unref()
  }

  #start(): Worker {
    const worker = new Worker(bootstrap, { workerData: { entry } })
    // A spare that fails to start is replaced by the next training's own attempt.
    worker.once('error', () => {
      if (this.#spare === worker) this.#spare = undefined
    })
    return worker
  }
}
