import { describe, expect, it } from 'vitest'
import { helpCenterTrainingLines, shipkiteHelpCenter } from '../../../../tests/fixtures/shipkite-help-center.ts'
import { answerQuestion } from './answer-question.ts'
import { loadRetrievalModel, serializeRetrievalModel } from './retrieval-model.ts'
import { answeringThreshold, trainRetrievalModel } from './train-retrieval-model.ts'
import { parseTrainingFile } from './training-file.ts'

const examples = parseTrainingFile(helpCenterTrainingLines(shipkiteHelpCenter.slice(0, 20)))

describe('trainRetrievalModel', () => {
  it('trains a model that survives serialization and answers its own questions', async () => {
    const progress: string[] = []
    const model = await trainRetrievalModel({
      examples,
      fallbackAnswer: 'Not known.',
      epochs: 8,
      onProgress: (event) => {
        progress.push(event.type)
      },
    })
    expect(progress.filter((type) => type === 'metrics')).toHaveLength(8)
    // The held-out questions' figures: shares between 0 and 1 that match the counts behind them.
    const check = model.metrics.answerCheck!
    expect(check.answerableQuestions).toBeGreaterThan(0)
    expect(check.outOfScopeQuestions).toBeGreaterThan(0)
    expect(check.answeredRight).toBeLessThanOrEqual(check.answerableQuestions)
    expect(check.declined).toBeLessThanOrEqual(check.outOfScopeQuestions)
    expect(check.accuracy).toBe(check.answeredRight / check.answerableQuestions)
    expect(check.refusalRate).toBe(check.declined / check.outOfScopeQuestions)
    for (const share of [check.accuracy, check.refusalRate]) {
      expect(share).toBeGreaterThanOrEqual(0)
      expect(share).toBeLessThanOrEqual(1)
    }
    // A model this size answers a fair share of its held-out wordings and declines most off-topic questions.
    expect(check.answeredRight).toBeGreaterThan(0)
    expect(check.declined).toBeGreaterThan(0)
    // The questions are those of the validation split the head was checked on.
    expect(check.answerableQuestions + check.outOfScopeQuestions).toBe(model.metrics.validationQuestions)
    const reloaded = loadRetrievalModel(JSON.parse(JSON.stringify(serializeRetrievalModel(model))))
    const entry = shipkiteHelpCenter[1]!
    expect((await answerQuestion(reloaded, entry.prompt)).answer).toBe(entry.completion)
    expect(await answerQuestion(reloaded, 'Who won the chess olympiad?')).toMatchObject({
      answered: false,
      answer: 'Not known.',
    })
  })

  it('answers with the completion as written, its code indentation kept', async () => {
    const completion = 'Pass the options:\n\n```yaml\nretry:\n  attempts: 3\n  delay: 100\n```'
    const model = await trainRetrievalModel({
      examples: [
        ...examples,
        { prompt: 'How do I configure retries?', completion, lineNumber: 0 },
        {
          prompt: 'How  do I set the retry attempts?',
          completion: completion.replace('Pass the', 'Pass  the'),
          lineNumber: 1,
        },
      ],
      fallbackAnswer: 'Not known.',
      epochs: 2,
    })
    // One answer for both spellings, the same one whatever order they arrive in, its indentation as written.
    const kept = model.index.answers.filter((answer) => answer.includes('retry:'))
    expect(kept).toHaveLength(1)
    expect(kept[0]).toContain('```yaml\nretry:\n  attempts: 3\n  delay: 100\n```')
    expect((await answerQuestion(model, 'How do I configure retries?')).answer).toBe(kept[0])
  })

  it('trains the same model from the same pairs in any order, with no seed given', async () => {
    // Two installations hold the same knowledge under other ids, so their training files list it in other orders.
    const pairs = examples.slice(0, 12)
    const reordered = [...pairs].reverse().map((example, lineNumber) => ({ ...example, lineNumber }))
    const first = await trainRetrievalModel({ examples: pairs, fallbackAnswer: 'Not known.', epochs: 4 })
    const second = await trainRetrievalModel({ examples: reordered, fallbackAnswer: 'Not known.', epochs: 4 })
    expect(second.threshold).toBe(first.threshold)
    expect(second.head).toEqual(first.head)
    const questions = ['How can I get my money back?', 'Is there a phone number?', 'Who won the chess olympiad?']
    for (const question of [...questions, ...shipkiteHelpCenter.slice(20, 26).map((entry) => entry.prompt)]) {
      expect((await answerQuestion(second, question)).answer).toBe((await answerQuestion(first, question)).answer)
    }
  }, 120_000)

  it('answers every trained prompt asked word for word with its own completion, however it is cased or punctuated', async () => {
    const model = await trainRetrievalModel({ examples, fallbackAnswer: 'Not known.', epochs: 2 })
    for (const example of examples) {
      expect((await answerQuestion(model, example.prompt)).answer).toBe(example.completion.trim())
      const shouted = `${example.prompt.toUpperCase().replace(/\?$/, '')}!!`
      expect(await answerQuestion(model, shouted)).toMatchObject({ answered: true, confidence: 1 })
    }
    // One pair deleted and another added: every pair left as it was still answers its own question.
    const removed = examples[0] as (typeof examples)[number]
    const edited = [
      ...examples.filter((example) => example !== removed),
      { prompt: 'Do you ship to Canada?', completion: 'Yes, to every Canadian province.', lineNumber: 99 },
    ]
    const retrained = await trainRetrievalModel({ examples: edited, fallbackAnswer: 'Not known.', epochs: 2 })
    for (const example of edited) {
      expect((await answerQuestion(retrained, example.prompt)).answer).toBe(example.completion.trim())
    }
  }, 120_000)

  it('answers the everyday rewordings of a small FAQ that its few prompts lack', async () => {
    // A bike shop's eight pairs, as a small business starts. Before the customer rewordings were trained, the first five
    // questions were declined or answered with the gift cards.
    const bikeShop = [
      ['How do I track my order?', 'Every order gets a tracking link by email as soon as it leaves our workshop.'],
      ['Do you ship abroad?', 'We send bikes and parts to every country in the European Union; outside it only parts.'],
      ['How do I cancel my service plan?', 'Write to us before the next monthly payment; the plan ends that month.'],
      ['What are your opening hours?', 'The workshop is open Tuesday to Saturday, 9:00 to 18:00.'],
      [
        'Which payment methods do you accept?',
        'We take cash, debit and credit cards, and bank transfers over 500 euros.',
      ],
      ['How do I book a repair?', 'Pick a free slot in the calendar on our website or call the workshop.'],
      ['What is your return policy?', 'Unused parts can be sent back within 30 days for a full refund.'],
      ['Do you sell gift cards?', 'Yes, gift cards from 20 to 500 euros, sent by email or printed in the shop.'],
    ] as const
    const model = await trainRetrievalModel({
      examples: bikeShop.map(([prompt, completion], lineNumber) => ({ prompt, completion, lineNumber })),
      fallbackAnswer: 'Not known.',
    })
    const answerOf = (prompt: string) => bikeShop.find((pair) => pair[0] === prompt)?.[1]
    const rewordings = {
      'wheres my parcel': 'How do I track my order?',
      'what time do you close': 'What are your opening hours?',
      'can i pay by card': 'Which payment methods do you accept?',
      'ways to pay': 'Which payment methods do you accept?',
      'make an appointment': 'How do I book a repair?',
      'i want to stop my plan': 'How do I cancel my service plan?',
    }
    for (const [question, prompt] of Object.entries(rewordings)) {
      expect({ question, answer: (await answerQuestion(model, question)).answer }).toEqual({
        question,
        answer: answerOf(prompt),
      })
    }
    expect((await answerQuestion(model, 'Who won the chess olympiad?')).answered).toBe(false)
    // The rewordings are trained questions of their answer, kept in the stored model.
    const reloaded = loadRetrievalModel(JSON.parse(JSON.stringify(serializeRetrievalModel(model))))
    expect(reloaded.index.prompts).toContain('i want to cancel my service plan')
    expect((await answerQuestion(reloaded, 'wheres my parcel')).answer).toBe(answerOf('How do I track my order?'))
  }, 120_000)

  it('stops mid-training when its signal aborts', async () => {
    const controller = new AbortController()
    const training = trainRetrievalModel({
      examples,
      fallbackAnswer: 'Not known.',
      signal: controller.signal,
      onProgress: (event) => {
        if (event.message.startsWith('Embedding')) controller.abort()
      },
    })
    await expect(training).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('answers at a threshold calibration can raise above the usual 0.095 but never lower', () => {
    expect(answeringThreshold(0.06)).toBeCloseTo(0.095, 6)
    expect(answeringThreshold(0.095)).toBeCloseTo(0.095, 6)
    expect(answeringThreshold(0.2)).toBeCloseTo(0.2 * 0.2 + 0.095 * 0.8, 6)
  })

  it('answers at a higher usual threshold when its answers are linked to documents', () => {
    expect(answeringThreshold(0.06, { linkedToDocuments: true })).toBeCloseTo(0.115, 6)
    expect(answeringThreshold(0.2, { linkedToDocuments: true })).toBeCloseTo(0.2 * 0.2 + 0.115 * 0.8, 6)
  })
})
