import { describe, expect, it } from 'vitest'
import { localPlatformForThisFile } from '../../../../tests/support/platform-for-this-file.ts'
import { db } from '../../data/database.ts'
import { countAnswerInFigures, countLoggedCallInFigures } from './count-answer-in-figures.ts'
import { weekOf } from './figure-calendar.ts'
import { getImprovementFigures } from './get-improvement-figures.ts'
import type { StreamedAnswer } from './take-answer-into-inbox.ts'

localPlatformForThisFile()

const key = { organizationId: `org-figures-${Date.now()}`, projectId: 'project-figures', versionId: 'version-figures' }
const fallbackAnswer = "I don't know the answer to that yet."
const createdAt = '2026-03-04T10:00:00.000Z'
const expiresAt = Math.floor(Date.now() / 1000) + 3_600

/** An assistant message as the table's stream hands it (the messages themselves are never written here). */
function answer(messageId: string, content: string, feedback?: 'up' | 'down'): StreamedAnswer {
  return {
    ...key,
    sessionId: `session-${messageId}`,
    messageId,
    sender: 'ASSISTANT',
    content,
    modelId: 'model-figures',
    createdAt,
    expiresAt,
    ...(feedback ? { feedback } : {}),
  }
}

describe('counting answers in the project figures', () => {
  it('counts each message once per kind however often, and however concurrently, the stream hands it', async () => {
    await db()
      .entities.trainedModel.create({
        ...key,
        modelId: 'model-figures',
        trainingId: 'training-figures',
        providerModelId: 'model-figures',
        baseModel: 'local',
        kind: 'localRetrieval',
        metrics: {},
        fallbackAnswer,
      })
      .go()
    const declined = answer('message-1', `${fallbackAnswer}\n\nDid you mean: How do I track a shipment?`)
    await Promise.all([countAnswerInFigures(declined), countAnswerInFigures(declined), countAnswerInFigures(declined)])
    const answered = answer('message-2', 'Open Shipments and choose Track.')
    await countAnswerInFigures(answered)
    // The end user's thumbs-down is a change of the same message, handed over again (twice here).
    await countAnswerInFigures({ ...answered, feedback: 'down' })
    await countAnswerInFigures({ ...answered, feedback: 'down' })
    await countAnswerInFigures(answer('message-3', 'Returns are free within 30 days.'))
    // Neither an end user's message nor an empty assistant message (a tool call alone) is an answer.
    await countAnswerInFigures({ ...answer('message-4', 'Where is my parcel?'), sender: 'USER' })
    await countAnswerInFigures(answer('message-5', ''))

    const { data: day } = await db()
      .entities.improvementDay.get({ ...key, day: '2026-03-04' })
      .go({ consistent: true })
    expect(day).toMatchObject({ answers: 3, declined: 1, thumbsDown: 1 })
    const { data: week } = await db()
      .entities.improvementWeek.get({ week: weekOf(createdAt), ...key })
      .go({ consistent: true })
    expect(week).toMatchObject({ week: '2026-03-02', inboxQuestions: 2 })
  })

  it('stops counting a thumbs-down the end user changed to up, once however often the change is handed', async () => {
    const changedMind = answer('message-6', 'Parcels leave the depot at noon.', 'down')
    const otherKey = { ...key, projectId: 'project-changed-mind' }
    const down = { ...changedMind, ...otherKey }
    await countAnswerInFigures(down)
    const dayOfOtherProject = async () =>
      (
        await db()
          .entities.improvementDay.get({ ...otherKey, day: '2026-03-04' })
          .go({ consistent: true })
      ).data
    expect(await dayOfOtherProject()).toMatchObject({ answers: 1, thumbsDown: 1 })
    const up = { ...down, feedback: 'up' as const }
    await Promise.all([countAnswerInFigures(up), countAnswerInFigures(up)])
    await countAnswerInFigures(up)
    expect(await dayOfOtherProject()).toMatchObject({ answers: 1, thumbsDown: 0 })
    // Down again: counted again, once.
    await countAnswerInFigures(down)
    await countAnswerInFigures(down)
    expect(await dayOfOtherProject()).toMatchObject({ answers: 1, thumbsDown: 1 })
  })

  it('counts an OpenAI-compatible completion from its log entry, declined or not, once per entry', async () => {
    const callKey = { ...key, projectId: 'project-openai-calls' }
    const entry = { ...callKey, modelId: 'model-figures', at: createdAt, expiresAt }
    const declinedCall = { ...entry, entryId: 'entry-1', question: 'Do you ship to Mars?', declined: true }
    await Promise.all([countLoggedCallInFigures(declinedCall), countLoggedCallInFigures(declinedCall)])
    await countLoggedCallInFigures({ ...entry, entryId: 'entry-2', question: 'Where is my parcel?', declined: false })
    // A log entry without a question is no completion (the models list, a refused call).
    await countLoggedCallInFigures({ ...entry, entryId: 'entry-3' })
    const { data: day } = await db()
      .entities.improvementDay.get({ ...callKey, day: '2026-03-04' })
      .go({ consistent: true })
    expect(day).toMatchObject({ answers: 2, declined: 1 })
  })

  it('gives the day its shares of answers, and zeros around it', async () => {
    const figures = await getImprovementFigures(key, { days: 3 }, new Date('2026-03-05T08:00:00Z'))
    expect(figures.days).toEqual([
      expect.objectContaining({ day: '2026-03-03', answers: 0, answeredShare: null }),
      {
        day: '2026-03-04',
        answers: 3,
        answered: 2,
        declined: 1,
        thumbsDown: 1,
        answeredShare: 2 / 3,
        declinedShare: 1 / 3,
        thumbsDownShare: 1 / 3,
        answersAdded: 0,
      },
      expect.objectContaining({ day: '2026-03-05', answers: 0, declinedShare: null }),
    ])
  })
})
