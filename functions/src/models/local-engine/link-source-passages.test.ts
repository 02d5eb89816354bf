import { describe, expect, it } from 'vitest'
import { linkSourcePassages } from './link-source-passages.ts'

const readme = [
  '# Quick start',
  '',
  'Run `npm install ioredis` to add the client; with TypeScript also add the Node.js type declarations.',
  '',
  '## Pipelining',
  '',
  'Send several commands at once with `redis.pipeline()`; `exec()` resolves with an array of [error, result] pairs.',
].join('\n')

describe('linkSourcePassages', () => {
  it('links each answer to the section it condenses, and nothing to an answer no section covers', () => {
    const links = linkSourcePassages(
      [
        { question: 'How do I batch commands?', answer: 'Use `redis.pipeline()` and call `exec()`.' },
        { question: 'How do I install it?', answer: 'Run `npm install ioredis`.' },
        { question: 'What is the refund policy?', answer: 'Refunds take 30 days.' },
      ],
      [readme],
    )
    expect(links[0]).toMatch(/^Pipelining\n/)
    expect(links[1]).toMatch(/^Quick start\n/)
    expect(links[2]).toBe('')
  })
})
