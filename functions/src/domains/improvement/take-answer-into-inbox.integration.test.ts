import { describe, expect, it } from 'vitest'
import { localPlatformForThisFile } from '../../../../tests/support/platform-for-this-file.ts'
import { db } from '../../data/database.ts'
import { listImprovementGroups } from './list-improvement-groups.ts'
import { type StreamedAnswer, takeAnswerIntoInbox } from './take-answer-into-inbox.ts'

localPlatformForThisFile()

const key = { organizationId: `org-inbox-${Date.now()}`, projectId: 'project-inbox', versionId: 'version-inbox' }
const fallbackAnswer = "I don't know the answer to that yet."
const expiresAt = Math.floor(Date.now() / 1000) + 3_600

async function addModel(modelId: string) {
  await db()
    .entities.trainedModel.create({
      ...key,
      modelId,
      trainingId: `training-${modelId}`,
      providerModelId: modelId,
      baseModel: 'local',
      kind: 'localRetrieval',
      metrics: {},
      fallbackAnswer,
    })
    .go()
}

/** A question and the model's reply in a session of their own, as the chat path writes them. */
async function chatTurn(sessionId: string, question: string, modelId: string): Promise<StreamedAnswer> {
  const at = new Date().toISOString()
  const message = { ...key, sessionId, createdAt: at, expiresAt }
  await db()
    .entities.chatMessage.create({ ...message, messageId: `${sessionId}-1`, sender: 'USER', content: question })
    .go()
  const answer = { ...message, messageId: `${sessionId}-2`, sender: 'ASSISTANT' as const, content: fallbackAnswer }
  await db()
    .entities.chatMessage.create({ ...answer, modelId })
    .go()
  return { ...answer, modelId }
}

async function openGroups() {
  return (await listImprovementGroups(key, { status: 'open' })).items
}

describe('taking answers into the Improve inbox', () => {
  it('counts a message once however often the stream hands it, declined and then thumbed down', async () => {
    await addModel('model-old')
    const declined = await chatTurn('session-a', 'Can I pay with Bitcoin?', 'model-old')
    await takeAnswerIntoInbox(declined)
    await takeAnswerIntoInbox(declined)
    await takeAnswerIntoInbox({ ...declined, feedback: 'down' })
    await takeAnswerIntoInbox(await chatTurn('session-b', 'Do you accept cryptocurrency payments?', 'model-old'))
    const [group, ...others] = await openGroups()
    expect(others).toEqual([])
    expect(group).toMatchObject({
      askedCount: 2,
      endUserCount: 2,
      declinedCount: 2,
      thumbsDownCount: 0,
      examples: ['Can I pay with Bitcoin?', 'Do you accept cryptocurrency payments?'],
    })
  })

  it('reopens an answered group only when a model trained after the answer declines it again', async () => {
    const [group] = await openGroups()
    const groupKey = { ...key, groupId: group?.id as string }
    // Answered after model-old was trained: model-old declining again is the answer not trained yet.
    await db().entities.improvementGroup.patch(groupKey).set({ status: 'answered', resolvedAt: '2999-01-01' }).go()
    await takeAnswerIntoInbox(await chatTurn('session-c', 'Can I pay in Bitcoin?', 'model-old'))
    expect(await openGroups()).toEqual([])

    await db().entities.improvementGroup.patch(groupKey).set({ resolvedAt: '2000-01-01' }).go()
    await addModel('model-new')
    await takeAnswerIntoInbox(await chatTurn('session-d', 'Is Bitcoin accepted?', 'model-new'))
    const [reopened] = await openGroups()
    expect(reopened).toMatchObject({ id: group?.id, askedCount: 4, reopenedAt: expect.any(String) })
  })

  it('leaves answers that were neither declined nor thumbed down out', async () => {
    const answered = await chatTurn('session-e', 'How do I track a shipment?', 'model-old')
    await takeAnswerIntoInbox({ ...answered, content: 'Open Shipments and choose Track.' })
    await takeAnswerIntoInbox({ ...answered, content: 'Open Shipments and choose Track.', feedback: 'up' })
    expect((await openGroups()).map((group) => group.askedCount)).toEqual([4])
  })
})
