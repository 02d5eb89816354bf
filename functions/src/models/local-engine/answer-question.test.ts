import { readFileSync } from 'node:fs'
import { lowConfidenceShareOfThreshold } from '@platform/shared/contracts/improvement'
import { describe, expect, it } from 'vitest'
import { readQualitySet } from '../../../../tests/support/quality-set.ts'
import { normalize, stackRows } from '../../retrieval/vectors.ts'
import {
  answerQuestion,
  declineWithSuggestions,
  nearestAnswerText,
  nearestTrainedPrompt,
  paraphraseEmbeddingFor,
} from './answer-question.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { loadRetrievalModel, type RetrievalModel, serializeRetrievalModel } from './retrieval-model.ts'
import { sentenceEncoderDimensions } from './sentence-encoder.ts'
import { trainRetrievalModel } from './train-retrieval-model.ts'

/** A unit vector along one axis: embeddings whose similarities are plain to read. */
const unit = (position: number) => {
  const vector = new Float32Array(sentenceEncoderDimensions)
  vector[position] = 1
  return vector
}

/** A development set's small FAQ trained once per file, seed 1, as the in-process figures were measured. */
const trained = new Map<string, ReturnType<typeof train>>()
const trainOn = (name: string) => {
  const known = trained.get(name) ?? train(name)
  trained.set(name, known)
  return known
}
/** The same model as stored before the paraphrase encoder: its rules are the ones older models still answer by. */
const withoutParaphrases = (model: RetrievalModel): RetrievalModel => ({
  ...model,
  index: { ...model.index, paraphrases: undefined },
})
const train = async (name: string) => {
  const set = readQualitySet(new URL(`../../../../bench/quality-sets/${name}/set.json`, import.meta.url))
  const model = await trainRetrievalModel({
    examples: set.knowledge.map((item, lineNumber) => ({
      prompt: item.prompt,
      completion: item.completion,
      lineNumber,
    })),
    fallbackAnswer: "I don't know the answer to that yet.",
    seed: 1,
  })
  const completion = (id: string) => set.knowledge.find((item) => item.id === id)?.completion
  const prompt = (id: string) => set.knowledge.find((item) => item.id === id)?.prompt
  return { model, completion, prompt }
}

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
    const fitnessClub = await trainOn('faq-fitness-club')
    const model = fitnessClub.model
    const openingHours = fitnessClub.completion('k1')
    const guests = fitnessClub.completion('k5')
    // The head declined the first and the third and gave the personal-training price to the second.
    expect((await answerQuestion(model, 'what time do you close tonight')).answer).toBe(openingHours)
    expect((await answerQuestion(model, 'hours?')).answer).toBe(openingHours)
    expect((await answerQuestion(model, 'can my buddy come train with me')).answer).toBe(guests)
  }, 120_000)
})

describe('nearestAnswerText', () => {
  const index = buildKnowledgeIndex({
    prompts: ['How do I track my order?', 'Do you ship abroad?', 'Do you sell gift cards?'],
    answerOfPrompt: [0, 1, 2],
    answers: ['Follow the tracking link.', 'We ship to the EU.', 'Gift cards are sent by email.'],
    promptEmbeddings: stackRows([unit(0), unit(1), unit(2)], sentenceEncoderDimensions),
    answerEmbeddings: stackRows([unit(3), unit(4), unit(5)], sentenceEncoderDimensions),
  })

  it('is the answer whose text is closest, with its margin over the next answer text', () => {
    const question = normalize(
      Float32Array.from({ length: sentenceEncoderDimensions }, (_, at) => [0.9, 0, 0, 0.2, 0.6, 0.1][at] ?? 0),
    )
    const nearest = nearestAnswerText(index, question)
    expect(nearest?.answer).toBe(1)
    expect(nearest?.margin).toBeCloseTo(nearest!.similarity * (1 - 0.2 / 0.6), 5)
  })
})

describe('answerQuestion on library documentation, checked by the paraphrase encoder', () => {
  it('declines an answer whose text is far from the question while another is near, offering both questions', async () => {
    const qs = await trainOn('qs')
    expect(qs.model.index.paraphrases).toBeUndefined()
    expect(qs.model.index.paraphraseCheck).toBeInstanceOf(Float32Array)
    // The head read "emit" and "lists" and answered about another option; the array format's text is the nearest.
    const reply = await answerQuestion(qs.model, 'How do I emit lists as x=1&x=2 without the [0] [1] parts?')
    expect(reply.answered).toBe(false)
    expect(reply.suggestedQuestions).toContain(qs.prompt('k32'))
    // A question the head and the check agree on is answered as before.
    expect(
      (await answerQuestion(qs.model, 'Can blanks be written as plus signs in the serialized output?')).answer,
    ).toBe(qs.completion('k40'))
  }, 120_000)

  it('offers the questions of the answers whose text the encoder finds nearest when it declines, and none off topic', async () => {
    const qs = await trainOn('qs')
    // The head's own suggestions offered nothing for the first and only charsetSentinel for the second.
    const security = await answerQuestion(
      qs.model,
      'I think I found an exploitable bug in the library; who should I tell privately?',
    )
    expect(security.answered).toBe(false)
    expect(security.suggestedQuestions).toContain(qs.prompt('k7'))
    const timestamps = await answerQuestion(
      qs.model,
      'Timestamps come out as ISO text; I want epoch milliseconds instead.',
    )
    expect(timestamps.answered).toBe(false)
    expect(timestamps.suggestedQuestions).toContain(qs.prompt('k35'))
    expect(
      (await answerQuestion(qs.model, 'What is the boiling point of water at altitude?')).suggestedQuestions,
    ).toEqual([])
  }, 120_000)

  it('keeps its check vectors when stored and loaded again', async () => {
    const qs = await trainOn('qs')
    const loaded = loadRetrievalModel(JSON.parse(JSON.stringify(serializeRetrievalModel(qs.model))))
    expect(loaded.index.paraphraseCheck).toEqual(qs.model.index.paraphraseCheck)
  }, 120_000)
})

describe('answerQuestion on whole documentation sections, checked by the paraphrase encoder piece by piece', () => {
  /** qs's README as knowledge of whole sections (up to 10,600 characters), as generated knowledge often is. */
  const sections = async () => {
    const readme = readFileSync(
      new URL('../../../../bench/quality-sets/qs/qs-6.17.1/README.md', import.meta.url),
      'utf8',
    )
    const examples = readme
      .split(/^#{2,3} /m)
      .slice(1)
      .map((part) => {
        const [heading = '', ...body] = part.split('\n')
        return { prompt: `What about ${heading.replace(/`/g, '')}?`, completion: body.join('\n').trim() }
      })
      .filter((example) => example.completion.length > 40)
      .map((example, lineNumber) => ({ ...example, lineNumber }))
    return trainRetrievalModel({ examples, fallbackAnswer: "I don't know the answer to that yet.", seed: 1 })
  }
  const question =
    'Input fields named toString or constructor vanish from the result; is there a flag that lets them overwrite built-in methods?'

  it('declines a long answer whose pieces are all far from the question while another section is near, offering both', async () => {
    const model = await sections()
    expect(model.index.paraphraseCheckPieces?.answerOfPiece.length).toBeGreaterThan(model.index.answers.length)
    const reply = await answerQuestion(model, question)
    expect(reply.answered).toBe(false)
    expect(reply.suggestedQuestions.slice(0, 2)).toEqual(['What about Stringifying?', 'What about Parsing Objects?'])
    // Read by their openings alone, as models trained before the pieces are, the head's answer about stringifying
    // (allowPrototypes is a parsing option) was given.
    const unread = await answerQuestion(
      { ...model, index: { ...model.index, paraphraseCheckPieces: undefined } },
      question,
    )
    expect(unread.matchedPrompt).toBe('What about Stringifying?')
    const stored = loadRetrievalModel(JSON.parse(JSON.stringify(serializeRetrievalModel(model))))
    expect(stored.index.paraphraseCheckPieces).toEqual(model.index.paraphraseCheckPieces)
  }, 120_000)
})

describe('answerQuestion on small knowledge bases, read with the paraphrase encoder', () => {
  it('answers everyday rewordings of the trained questions', async () => {
    const plantShop = await trainOn('faq-plant-shop')
    const fitnessClub = await trainOn('faq-fitness-club')
    const dentalClinic = await trainOn('faq-dental-clinic')
    // Each was declined, or given another answer, by the readings of the engine's own encoder.
    expect((await answerQuestion(plantShop.model, 'Where is my parcel right now?')).answer).toBe(
      plantShop.completion('k1'),
    )
    expect((await answerQuestion(plantShop.model, 'Can you deliver to Canada?')).answer).toBe(
      plantShop.completion('k3'),
    )
    expect((await answerQuestion(fitnessClub.model, 'price of joining')).answer).toBe(fitnessClub.completion('k2'))
    expect((await answerQuestion(dentalClinic.model, 'my tooth is killing me what do i do')).answer).toBe(
      dentalClinic.completion('k3'),
    )
  }, 120_000)

  it('declines a question the knowledge does not answer, offering the closest trained questions', async () => {
    const plantShop = await trainOn('faq-plant-shop')
    const reply = await answerQuestion(plantShop.model, 'can you repot my plant for me')
    expect(reply.answered).toBe(false)
    expect(reply.suggestedQuestions).toContain(plantShop.prompt('k10'))
  }, 120_000)

  it('declines a question about something no answer mentions, though near an answer, unless that answer leads clearly', async () => {
    const plantShop = await trainOn('faq-plant-shop')
    const fitnessClub = await trainOn('faq-fitness-club')
    // Seeds are not gift cards, bitcoin is not a payment method the club lists: both were answered with those.
    const seeds = await answerQuestion(plantShop.model, 'do you sell seeds')
    expect(seeds.answered).toBe(false)
    expect(seeds.suggestedQuestions).toContain(plantShop.prompt('k9'))
    expect((await answerQuestion(fitnessClub.model, 'can i pay with bitcoin')).answered).toBe(false)
    // "pls" is no word of the plant shop's either, and the answer stands far ahead of every other.
    expect((await answerQuestion(plantShop.model, 'cancel order pls')).answer).toBe(plantShop.completion('k8'))
  }, 120_000)

  it('embeds a question once, and a trained prompt asked word for word not at all', async () => {
    const plantShop = await trainOn('faq-plant-shop')
    expect(await paraphraseEmbeddingFor(plantShop.model, 'how do i TRACK my order')).toBeUndefined()
    const first = await paraphraseEmbeddingFor(plantShop.model, 'where is my parcel')
    expect(first?.question).toBeInstanceOf(Float32Array)
    expect((await paraphraseEmbeddingFor(plantShop.model, 'where is my parcel'))?.question).toBe(first?.question)
    expect(await paraphraseEmbeddingFor(withoutParaphrases(plantShop.model), 'where is my parcel')).toBeUndefined()
  }, 120_000)

  it('keeps its paraphrase vectors when stored and loaded again', async () => {
    const plantShop = await trainOn('faq-plant-shop')
    const loaded = loadRetrievalModel(JSON.parse(JSON.stringify(serializeRetrievalModel(plantShop.model))))
    expect(loaded.index.paraphrases?.pairs).toEqual(plantShop.model.index.paraphrases?.pairs)
    expect((await answerQuestion(loaded, 'Where is my parcel right now?')).answer).toBe(plantShop.completion('k1'))
  }, 120_000)
})

describe('answerQuestion on small knowledge bases, as models stored without paraphrase vectors answer', () => {
  it('answers when the head, the nearest trained question and the nearest answer text agree', async () => {
    const plantShop = await trainOn('faq-plant-shop')
    const fitnessClub = await trainOn('faq-fitness-club')
    // The head's best candidate was right each time, at probabilities of 0.010–0.046 against thresholds of 0.10 and
    // 0.15: all three were declined.
    expect((await answerQuestion(plantShop.model, 'giftcard')).answer).toBe(plantShop.completion('k9'))
    expect((await answerQuestion(plantShop.model, 'how many days till it gets here')).answer).toBe(
      plantShop.completion('k2'),
    )
    expect((await answerQuestion(fitnessClub.model, 'how expensive r u')).answer).toBe(fitnessClub.completion('k2'))
  }, 120_000)

  it('declines an answer the head barely chose when the nearest question and answer text name another, offering both', async () => {
    const fitnessClub = await trainOn('faq-fitness-club')
    // The head gave the minimum age (0.250 against a threshold of 0.153); the encoder reads the membership price.
    const reply = await answerQuestion(withoutParaphrases(fitnessClub.model), 'price of joining')
    expect(reply.answered).toBe(false)
    expect(reply.suggestedQuestions.slice(0, 2)).toEqual([fitnessClub.prompt('k10'), fitnessClub.prompt('k2')])
  }, 120_000)
})

describe('answerQuestion on small knowledge bases without paraphrase vectors, by the fused ranking of three readings', () => {
  it('declines an answer the fused ranking puts behind another, offering both', async () => {
    const dentalClinic = await trainOn('faq-dental-clinic')
    // The rules gave the clinic's address and parking; the head, the nearest question and the answer text together
    // rank the dental emergency first.
    const reply = await answerQuestion(withoutParaphrases(dentalClinic.model), 'my tooth is killing me what do i do')
    expect(reply.answered).toBe(false)
    expect(reply.suggestedQuestions).toEqual([dentalClinic.prompt('k10'), dentalClinic.prompt('k3')])
  }, 120_000)

  it('answers a decline when the fused ranking’s first answer leads the next clearly', async () => {
    const dentalClinic = await trainOn('faq-dental-clinic')
    // Both were declined: the head's probability fell short and the encoder's readings stood too close to others.
    expect(
      (await answerQuestion(dentalClinic.model, "it's 11pm and my tooth is throbbing, who do i call")).answer,
    ).toBe(dentalClinic.completion('k3'))
    expect((await answerQuestion(dentalClinic.model, 'bleaching?')).answer).toBe(dentalClinic.completion('k8'))
  }, 120_000)
})

describe('the confidence an answer reports (the "Improve" inbox’s answered below confidence, ADR 0032)', () => {
  it('is the head’s probability as a share of the decline threshold, under the line for an agreed answer', async () => {
    const fitnessClub = await trainOn('faq-fitness-club')
    const agreed = await answerQuestion(fitnessClub.model, 'how expensive r u')
    expect(agreed.answered).toBe(true)
    expect(agreed.shareOfThreshold).toBeCloseTo(agreed.confidence / fitnessClub.model.threshold, 6)
    expect(agreed.shareOfThreshold).toBeLessThan(lowConfidenceShareOfThreshold)
    // A trained question asked as written is no close call: it carries none.
    const asWritten = await answerQuestion(fitnessClub.model, fitnessClub.prompt('k2') as string)
    expect(asWritten.answered).toBe(true)
    expect(asWritten.shareOfThreshold).toBeUndefined()
  }, 120_000)
})
