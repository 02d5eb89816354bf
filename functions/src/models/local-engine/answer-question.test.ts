import { describe, expect, it } from 'vitest'
import { readQualitySet } from '../../../../tests/support/quality-set.ts'
import { normalize, stackRows } from '../../retrieval/vectors.ts'
import { answerQuestion, declineWithSuggestions, nearestTrainedPrompt } from './answer-question.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { sentenceEncoderDimensions } from './sentence-encoder.ts'
import { trainRetrievalModel } from './train-retrieval-model.ts'

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

describe('answerQuestion on a small FAQ', () => {
  it('answers a rewording whose nearest trained question stands apart from every other answer', async () => {
    const fitnessClub = readQualitySet(
      new URL('../../../../bench/quality-sets/faq-fitness-club/set.json', import.meta.url),
    )
    const model = await trainRetrievalModel({
      examples: fitnessClub.knowledge.map((item, lineNumber) => ({
        prompt: item.prompt,
        completion: item.completion,
        lineNumber,
      })),
      fallbackAnswer: "I don't know the answer to that yet.",
      seed: 1,
    })
    const openingHours = fitnessClub.knowledge.find((item) => item.id === 'k1')?.completion
    const guests = fitnessClub.knowledge.find((item) => item.id === 'k5')?.completion
    // The head declined the first and the third and gave the personal-training price to the second.
    expect((await answerQuestion(model, 'what time do you close tonight')).answer).toBe(openingHours)
    expect((await answerQuestion(model, 'hours?')).answer).toBe(openingHours)
    expect((await answerQuestion(model, 'can my buddy come train with me')).answer).toBe(guests)
  }, 120_000)
})
