import { parentPort } from 'node:worker_threads'
import { serializeRetrievalModel } from '@platform/functions/models/local-engine/retrieval-model'
import { loadSentenceEncoder } from '@platform/functions/models/local-engine/sentence-encoder'
import {
  type TrainRetrievalModelOptions,
  trainRetrievalModel,
} from '@platform/functions/models/local-engine/train-retrieval-model'
import { runThisThreadAtBackgroundPriority } from '../processes.ts'
import type { TrainingWorkerMessage } from './training-threads.ts'

/**
 * A worker thread of the engine that runs one training (see `TrainingThreads`): the engine's event loop keeps
 * answering job polls, chats and embeddings while this thread trains. It loads the sentence encoder while it waits
 * for its training, so a training starts warm.
 */
// A training is background work: the engine's own thread (chats, job polls) and the gateway come first.
runThisThreadAtBackgroundPriority()
void loadSentenceEncoder().catch(() => {})
const post = (message: TrainingWorkerMessage) => parentPort?.postMessage(message)

parentPort?.once('message', (options: Omit<TrainRetrievalModelOptions, 'signal' | 'onProgress'>) => {
  trainRetrievalModel({ ...options, onProgress: (progress) => post({ type: 'progress', progress }) }).then(
    (model) => post({ type: 'trained', model: serializeRetrievalModel(model), metrics: model.metrics }),
    (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : 'Training failed.' }),
  )
})
