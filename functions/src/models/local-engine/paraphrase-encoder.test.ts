import { describe, expect, it } from 'vitest'
import { dot } from '../../retrieval/vectors.ts'
import { embedParaphrases, mostFitParaphraseEncoder, paraphraseEncoderDimensions } from './paraphrase-encoder.ts'
import { trainRetrievalModel } from './train-retrieval-model.ts'

describe('embedParaphrases', () => {
  it('reads a customer’s rewording as nearest the question it rewords', async () => {
    const [parcel, tracking, giftCards] = await embedParaphrases([
      'where is my parcel right now',
      'How do I track my order?',
      'Do you sell gift cards?',
    ])
    expect(parcel).toHaveLength(paraphraseEncoderDimensions)
    expect(dot(parcel!, parcel!)).toBeCloseTo(1, 4)
    expect(dot(parcel!, tracking!)).toBeGreaterThan(dot(parcel!, giftCards!) + 0.1)
  }, 60_000)

  it('is the same vector for the same text, alone or among others', async () => {
    const [alone] = await embedParaphrases(['can i bring a friend'])
    const [among] = await embedParaphrases(['can i bring a friend', 'How much does a membership cost?'])
    expect(Array.from(among!)).toEqual(Array.from(alone!))
  }, 60_000)
})

describe('which knowledge the paraphrase encoder reads', () => {
  const shortAnswers = Array.from({ length: 8 }, (_, index) => ({
    lineNumber: index,
    prompt: `Question ${index + 1} about the shop?`,
    completion: `A short help answer number ${index + 1}, one sentence long.`,
  }))
  const sectionLongAnswers = shortAnswers.map((example) => ({
    ...example,
    completion: `${example.completion} ${'A whole documentation section goes on. '.repeat(40)}`,
  }))

  it('is knowledge whose answers mostly fit what the encoder reads', () => {
    const texts = (examples: typeof shortAnswers) =>
      examples.map((example) => `${example.prompt} ${example.completion}`)
    expect(mostFitParaphraseEncoder(texts(shortAnswers))).toBe(true)
    expect(mostFitParaphraseEncoder(texts([...shortAnswers.slice(0, 6), ...sectionLongAnswers.slice(6)]))).toBe(true)
    expect(mostFitParaphraseEncoder(texts([...shortAnswers.slice(0, 5), ...sectionLongAnswers.slice(5)]))).toBe(false)
  })

  it('gives a small knowledge base of short answers its vectors, and one of whole sections none', async () => {
    const short = await trainRetrievalModel({ examples: shortAnswers, fallbackAnswer: 'Not known.', seed: 1 })
    expect(short.index.paraphrases?.prompts).toHaveLength(shortAnswers.length * paraphraseEncoderDimensions)
    const sections = await trainRetrievalModel({ examples: sectionLongAnswers, fallbackAnswer: 'Not known.', seed: 1 })
    expect(sections.index.paraphrases).toBeUndefined()
  }, 120_000)
})
