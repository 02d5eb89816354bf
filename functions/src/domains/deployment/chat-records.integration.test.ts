import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../../infra/local/local-platform.ts'
import { countDynamoCalls } from '../../../../tests/support/dynamo-calls.ts'
import { db } from '../../data/database.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import {
  type ChatSessionRecord,
  composeMessage,
  composeSession,
  historyMessages,
  type NewMessage,
  readMessages,
  versionKeyOf,
  writeTurn,
} from './chat-records.ts'

let platform: LocalPlatform

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
})

const apiKey = {
  embedId: `embed-${Date.now()}`,
  organizationId: 'org-recent',
  projectId: 'project-recent',
  versionId: 'version-recent',
  modelId: 'model-recent',
} as ApiKeyRecord
const key = versionKeyOf(apiKey)
const expiresAt = Math.floor(Date.now() / 1000) + 3_600

async function latestSession(identifier: string): Promise<ChatSessionRecord | undefined> {
  const { data } = await db()
    .entities.chatSession.query.byIdentifier({ embedId: apiKey.embedId, identifier })
    .go({ order: 'desc', limit: 1, consistent: true })
  return data[0]
}

/** One turn as `sendEmbedChat` writes it: into the latest open session, or a new one replacing it. */
async function send(identifier: string, messages: NewMessage[], options: { new?: boolean } = {}) {
  const latest = await latestSession(identifier)
  const continued = latest && !latest.closed && !options.new ? latest : undefined
  const session = continued ?? composeSession(apiKey, identifier, messages[0]?.content ?? '', expiresAt)
  await writeTurn({
    session,
    isNew: !continued,
    replaces: !continued && latest && !latest.closed ? latest : undefined,
    messages: messages.map((message) => composeMessage(key, session.sessionId, message, expiresAt)),
    modelId: apiKey.modelId,
    expiresAt,
  })
  return session
}

describe('a chat turn', () => {
  it('writes its messages and the session in one call, and the session keeps no copy of them', async () => {
    const dynamo = countDynamoCalls()
    dynamo.reset()
    const session = await send('visitor-one-write', [
      { sender: 'USER', content: 'Where is my parcel?' },
      { sender: 'ASSISTANT', content: 'On its way.' },
    ])
    // The latest session's query, then the turn's one write.
    expect(dynamo.calls).toBe(2)
    const stored = await latestSession('visitor-one-write')
    expect(stored).toMatchObject({ sessionId: session.sessionId, messageCount: 2, closed: false })
    expect(stored?.recentMessages).toBeUndefined()
    await send('visitor-one-write', [
      { sender: 'USER', content: 'When?' },
      { sender: 'ASSISTANT', content: 'Tomorrow.' },
    ])
    expect((await latestSession('visitor-one-write'))?.messageCount).toBe(4)
    const messages = await readMessages(key, session.sessionId)
    expect(messages.map((message) => message.content)).toEqual([
      'Where is my parcel?',
      'On its way.',
      'When?',
      'Tomorrow.',
    ])
  })

  it('reads a long session back as a bounded window of its own latest messages, oldest first', async () => {
    const session = await send('visitor-long', [{ sender: 'USER', content: 'message 0' }])
    for (let index = 1; index < historyMessages + 10; index += 1) {
      await send('visitor-long', [{ sender: 'USER', content: `message ${index}` }])
    }
    // Another session of the same key's visitor does not leak into the window.
    await send('visitor-other', [{ sender: 'USER', content: 'not mine' }])
    const window = await readMessages(key, session.sessionId, historyMessages)
    expect(window).toHaveLength(historyMessages)
    expect(window[0]?.content).toBe('message 10')
    expect(window.at(-1)?.content).toBe(`message ${historyMessages + 9}`)
  })

  it('closes the open session it replaces in the same write', async () => {
    const first = await send('visitor-new', [{ sender: 'USER', content: 'Hello' }])
    const second = await send('visitor-new', [{ sender: 'USER', content: 'Hello again' }], { new: true })
    const { data: closed } = await db()
      .entities.chatSession.get({ embedId: apiKey.embedId, identifier: 'visitor-new', sessionId: first.sessionId })
      .go({ consistent: true })
    expect(closed?.closed).toBe(true)
    expect((await latestSession('visitor-new'))?.sessionId).toBe(second.sessionId)
  })
})
