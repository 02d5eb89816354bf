import { describe, expect, it } from 'vitest'
import { helpCenterTrainingLines, shipkiteHelpCenter } from '../../../../tests/fixtures/shipkite-help-center.ts'
import { answerQuestion } from './answer-question.ts'
import { loadRetrievalModel, serializeRetrievalModel } from './retrieval-model.ts'
import { trainRetrievalModel } from './train-retrieval-model.ts'
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
    const reloaded = loadRetrievalModel(JSON.parse(JSON.stringify(serializeRetrievalModel(model))))
    const entry = shipkiteHelpCenter[1]!
    expect((await answerQuestion(reloaded, entry.prompt)).answer).toBe(entry.completion)
    expect(await answerQuestion(reloaded, 'Who won the chess olympiad?')).toMatchObject({
      answered: false,
      answer: 'Not known.',
    })
  })

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
})
