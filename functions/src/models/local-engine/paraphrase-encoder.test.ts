import { describe, expect, it } from 'vitest'
import { dot } from '../../retrieval/vectors.ts'
import {
  embedParaphrases,
  fitsParaphraseEncoder,
  mostFitParaphraseEncoder,
  paraphraseEncoderDimensions,
  paraphrasePieces,
} from './paraphrase-encoder.ts'
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

describe('paraphrasePieces', () => {
  const question = 'How do I parse nested objects?'

  it('is nothing for a question and answer the encoder reads whole', () => {
    expect(paraphrasePieces(question, 'Use brackets: a[b]=c becomes { a: { b: "c" } }.')).toEqual([])
  })

  it('reads a long answer in pieces that fit, each after the question, its paragraphs whole and in order', () => {
    const paragraphs = Array.from(
      { length: 6 },
      (_, index) => `Paragraph ${index + 1} explains one option of the parser.${' It says more about it.'.repeat(10)}`,
    )
    const pieces = paraphrasePieces(question, paragraphs.join('\n\n'))
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) {
      expect(piece.startsWith(`${question} `)).toBe(true)
      expect(fitsParaphraseEncoder(piece)).toBe(true)
    }
    const read = pieces.map((piece) => piece.slice(question.length + 1)).join('\n\n')
    expect(read).toBe(paragraphs.join('\n\n'))
  })

  it('cuts a paragraph longer than a piece between its sentences', () => {
    const sentences = Array.from({ length: 40 }, (_, index) => `Sentence ${index + 1} of one long paragraph.`)
    const pieces = paraphrasePieces(question, sentences.join(' '))
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) expect(piece).toMatch(/\.$/)
    expect(pieces.join(' ')).toContain('Sentence 40 of one long paragraph.')
  })
})
