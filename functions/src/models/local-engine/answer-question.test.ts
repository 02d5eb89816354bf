import { describe, expect, it } from 'vitest'
import { normalize, stackRows } from '../../retrieval/vectors.ts'
import { declineWithSuggestions, nearestTrainedPrompt } from './answer-question.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { sentenceEncoderDimensions } from './sentence-encoder.ts'

describe('declineWithSuggestions', () => {
  it('offers the close trained questions after the fallback answer, as a Markdown list', () => {
    expect(
      declineWithSuggestions("I don't know the answer to that yet.", [
        'How do I connect through Sentinel?',
        'How do I connect to a Redis Cluster?',
      ]),
    ).toBe(
      "I don't know the answer to that yet.\n\nDid you mean:\n- How do I connect through Sentinel?\n- How do I connect to a Redis Cluster?",
    )
  })

  it('is the fallback answer alone when nothing came close', () => {
    expect(declineWithSuggestions('No idea.', [])).toBe('No idea.')
  })
})

describe('nearestTrainedPrompt', () => {
  const unit = (position: number) => {
    const vector = new Float32Array(sentenceEncoderDimensions)
    vector[position] = 1
    return vector
  }
  // Three prompts of two answers along three axes; the question leans towards the first prompt.
  const index = buildKnowledgeIndex({
    prompts: ['How do I track my order?', 'Where is my order?', 'Do you ship abroad?'],
    answerOfPrompt: [0, 0, 1],
    answers: ['Track it from the link in your shipping email.', 'We ship to 30 countries.'],
    promptEmbeddings: stackRows([unit(0), unit(1), unit(2)], sentenceEncoderDimensions),
    answerEmbeddings: stackRows([unit(3), unit(4)], sentenceEncoderDimensions),
  })

  it('is the closest prompt, with its margin over the closest prompt of another answer', () => {
    const question = normalize(
      Float32Array.from({ length: sentenceEncoderDimensions }, (_, at) => [0.8, 0.5, 0.3][at] ?? 0),
    )
    const nearest = nearestTrainedPrompt(index, question)
    expect(nearest).toMatchObject({ prompt: 0, answer: 0 })
    // Its own answer's second prompt (0.5 × scale) does not count against it; the other answer's (0.3 × scale) does.
    expect(nearest?.margin).toBeCloseTo(nearest!.similarity * (1 - 0.3 / 0.8), 5)
  })
})
