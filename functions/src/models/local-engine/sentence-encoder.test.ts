import { afterEach, describe, expect, it, vi } from 'vitest'
import { normalize } from '../../retrieval/vectors.ts'
import { embedSentences, loadSentenceEncoder, readableCode } from './sentence-encoder.ts'

/**
 * Batches posted to helper threads, whether the next helper is given a module that does not exist, and what to do
 * when a batch is posted.
 */
const helperThreads = vi.hoisted(() => ({
  batchesPosted: 0,
  breakNext: false,
  onPost: undefined as (() => void) | undefined,
}))

vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:worker_threads')>()
  class CountingWorker extends original.Worker {
    constructor(filename: string | URL, options?: import('node:worker_threads').WorkerOptions) {
      const broken = helperThreads.breakNext
      helperThreads.breakNext = false
      super(broken ? new URL('./missing-thread.mjs', filename) : filename, options)
    }

    override postMessage(...message: Parameters<import('node:worker_threads').Worker['postMessage']>): void {
      helperThreads.batchesPosted += 1
      super.postMessage(...message)
      helperThreads.onPost?.()
    }
  }
  return { ...original, Worker: CountingWorker }
})

afterEach(() => {
  helperThreads.batchesPosted = 0
  helperThreads.breakNext = false
  helperThreads.onPost = undefined
})

/**
 * Enough text (about 24,000 characters; the helper starts from 20,000) that the helper thread starts and takes
 * batches while this one works.
 */
const manyTexts = Array.from(
  { length: 120 },
  (_, index) =>
    `Answer ${index}: to print a shipping label for order ${index}, open the order, choose a carrier and a service, ` +
    `check the parcel's weight and size, then select Print label. The label is saved as a PDF for ${index % 7} days.`,
)

async function embeddedOneByOne(texts: readonly string[]): Promise<Float32Array[]> {
  const model = await loadSentenceEncoder()
  const vectors: Float32Array[] = []
  for (const text of texts) vectors.push(normalize((await model.embed([text]))[0] as number[]))
  return vectors
}

function largestDifference(left: readonly Float32Array[], right: readonly Float32Array[]): number {
  let largest = 0
  left.forEach((vector, row) => {
    vector.forEach((value, column) => {
      largest = Math.max(largest, Math.abs(value - ((right[row] as Float32Array)[column] as number)))
    })
  })
  return largest
}

describe('embedSentences', () => {
  it('gives the vectors of texts embedded one at a time, in input order, sharing the work with a helper thread', async () => {
    const texts = [...manyTexts, 'How do I print a label?', manyTexts[3] as string, 'Short.']
    const vectors = await embedSentences(texts, { helperThread: true })
    expect(helperThreads.batchesPosted).toBeGreaterThan(0)
    expect(vectors).toHaveLength(texts.length)
    const sample = [0, 57, 119, 120, 121, 122]
    const expected = await embeddedOneByOne(sample.map((index) => texts[index] as string))
    // Batched matrix products round differently in the last bits; a wrong or reordered vector differs by ~0.1.
    expect(
      largestDifference(
        sample.map((index) => vectors[index] as Float32Array),
        expected,
      ),
    ).toBeLessThan(1e-5)
    expect(largestDifference([vectors[121] as Float32Array], [vectors[3] as Float32Array])).toBe(0)
  }, 60_000)

  it('does the work itself when the helper thread cannot start', async () => {
    helperThreads.breakNext = true
    const texts = manyTexts
    const vectors = await embedSentences(texts, { helperThread: true })
    expect(helperThreads.batchesPosted).toBe(0)
    expect(
      largestDifference([vectors[119] as Float32Array], await embeddedOneByOne([texts[119] as string])),
    ).toBeLessThan(1e-5)
  }, 60_000)

  it('stops at the next batch when its signal aborts, and gives the helper thread no further batch', async () => {
    const controller = new AbortController()
    helperThreads.onPost = () => controller.abort()
    const embedding = embedSentences(
      manyTexts.map((text) => `${text} Again.`),
      { helperThread: true, signal: controller.signal },
    )
    await expect(embedding).rejects.toMatchObject({ name: 'AbortError' })
    expect(helperThreads.batchesPosted).toBe(1)
  })
})

describe('readableCode', () => {
  it('turns code spans into the words they name', () => {
    expect(readableCode('Use `redis.scanStream()`, which wraps `SCAN` in a readable stream.')).toBe(
      'Use redis scan Stream, which wraps SCAN in a readable stream.',
    )
  })

  it('reads fenced code blocks as words and leaves prose alone', () => {
    expect(readableCode('Set it:\n```js\nnew Redis({ keyPrefix: "foo:" })\n```\nThen call set.')).toBe(
      'Set it:\nnew Redis key Prefix foo\nThen call set.',
    )
    expect(readableCode('How do I connect over TLS?')).toBe('How do I connect over TLS?')
  })
})
