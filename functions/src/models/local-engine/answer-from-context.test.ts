import { describe, expect, it } from 'vitest'
import { answerFromContext, isPageFurniture, looksLikeCode } from './answer-from-context.ts'
import { EmbeddingCache } from './sentence-encoder.ts'

const ask = async (question: string, passages: readonly string[]) => {
  const cache = new EmbeddingCache()
  const [embedding] = (await cache.embed([question])) as [Float32Array]
  return answerFromContext(question, embedding, `Context:\n${passages.map((text) => `- ${text}`).join('\n')}`, cache)
}

describe('answerFromContext', () => {
  it('never answers with a page’s navigation, even when it names the question’s words', async () => {
    const reply = await ask('How do I check whether a debug target is enabled?', [
      'Previous: Extend Next: Checking whether a debug target is enabled',
      'Call debug.enabled(name) to check whether a debug target is enabled before building an expensive message.',
    ])
    expect(reply?.answer).toBe(
      'Call debug.enabled(name) to check whether a debug target is enabled before building an expensive message.',
    )
  })

  it('answers in sentences unless the question asks how to write something', async () => {
    const passages = [
      '```js { // `url` is the server url for the request url: "/user", method: "get", timeout: 1000 }```',
      'The request timeout is 1000 milliseconds unless the timeout option sets another value.',
    ]
    expect((await ask('What is the timeout of a request?', passages))?.answer).toBe(passages[1])
  })
})

describe('isPageFurniture', () => {
  it('tells navigation, breadcrumbs and footers from sentences', () => {
    for (const furniture of [
      'Previous: Extend Next: Checking whether a debug target is enabled',
      'Next: Installing on Windows',
      'Home › Docs › Guides › Retries',
      '© 2026 Example Inc. All rights reserved.',
      'Was this article helpful?',
      'Edit this page on GitHub',
      'Next page: Billing',
    ]) {
      expect(isPageFurniture(furniture), furniture).toBe(true)
    }
    expect(isPageFurniture('The next payment is taken on the first of each month.')).toBe(false)
    expect(isPageFurniture('Sign in to your account, then choose a plan.')).toBe(false)
    expect(isPageFurniture('Next, open Settings and choose Billing.')).toBe(false)
  })
})

describe('looksLikeCode', () => {
  it('tells a configuration dump from a sentence that names an option', () => {
    expect(looksLikeCode('{ "url": "/user", "method": "get", "headers": { "x": [1, 2] } }')).toBe(true)
    expect(looksLikeCode('Set the `timeout` option (in milliseconds) to change it.')).toBe(false)
  })
})
