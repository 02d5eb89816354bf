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
