import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../../infra/local/local-platform.ts'
import { db } from '../../data/database.ts'
import type { ApiKeyRecord } from './api-key-records.ts'
import {
  type ChatSessionRecord,
  composeMessage,
  createSession,
  historyMessages,
  type NewMessage,
  type RecentMessage,
  readMessages,
  recentMessagesBytes,
  recentMessagesOf,
  touchSession,
  versionKeyOf,
  writeMessage,
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
const expiresAt = Math.floor(Date.now() / 1000) + 3_600

async function latestSession(identifier: string): Promise<ChatSessionRecord> {
  const { data } = await db()
    .entities.chatSession.query.byIdentifier({ embedId: apiKey.embedId, identifier })
    .go({ order: 'desc', limit: 1, consistent: true })
  const [session] = data
  if (!session) throw new Error('no session')
  return session
}

/** One message as `sendEmbedChat` sends it: its history from the session (or the messages), then the writes. */
async function send(identifier: string, messages: NewMessage[]) {
  const session = await latestSession(identifier)
  const key = versionKeyOf(apiKey)
  const history = recentMessagesOf(session) ?? (await readMessages(key, session.sessionId, historyMessages))
  const written = messages.map((message) => composeMessage(key, session.sessionId, message, expiresAt))
  await Promise.all([
    ...written.map(writeMessage),
    touchSession(session, {
      modelId: apiKey.modelId,
      added: written.length,
      expiresAt,
      recent: { history, written },
    }),
  ])
  return session
}

/** What the session keeps, against the latest messages really stored. */
async function expectRecentToMatchStored(identifier: string) {
  const session = await latestSession(identifier)
  const stored = await readMessages(versionKeyOf(apiKey), session.sessionId, historyMessages)
  const fields = ({ messageId, sender, content, toolCalls, toolCallId }: RecentMessage) => ({
    messageId,
    sender,
    content,
    toolCalls: toolCalls ?? undefined,
    toolCallId: toolCallId ?? undefined,
  })
  expect(recentMessagesOf(session)?.map(fields)).toEqual(stored.map(fields))
}

describe('the latest messages a session keeps', () => {
  it('are the last messages stored, up to the history a message sends, tool calls included', async () => {
    await createSession(apiKey, 'visitor-kept', 'Hello', expiresAt)
    expect(recentMessagesOf(await latestSession('visitor-kept'))).toEqual([])
    for (let turn = 0; turn < historyMessages / 2 + 3; turn += 1) {
      await send('visitor-kept', [
        { sender: 'USER', content: `Question ${turn}` },
        turn === 1
          ? { sender: 'ASSISTANT', content: '', toolCalls: [{ id: 'call-1', name: 'track', arguments: {} }] }
          : { sender: 'ASSISTANT', content: `Answer ${turn}` },
      ])
      if (turn === 1) await send('visitor-kept', [{ sender: 'TOOL', content: 'In transit', toolCallId: 'call-1' }])
    }
    expect(recentMessagesOf(await latestSession('visitor-kept'))).toHaveLength(historyMessages)
    await expectRecentToMatchStored('visitor-kept')
  })

  it('are dropped when another message touched the session since it was read, and kept again after', async () => {
    await createSession(apiKey, 'visitor-raced', 'Hello', expiresAt)
    await send('visitor-raced', [{ sender: 'USER', content: 'First' }])
    const stale = await latestSession('visitor-raced')
    await send('visitor-raced', [{ sender: 'USER', content: 'Second' }])
    // A message that read the session before the second one: its list would miss "Second".
    await touchSession(stale, {
      modelId: apiKey.modelId,
      added: 1,
      expiresAt,
      recent: { history: recentMessagesOf(stale) ?? [], written: [] },
    })
    expect(recentMessagesOf(await latestSession('visitor-raced'))).toBeUndefined()
    await send('visitor-raced', [{ sender: 'USER', content: 'Third' }])
    await expectRecentToMatchStored('visitor-raced')
  })

  it('are dropped when they would not fit, and the history is read from the messages', async () => {
    await createSession(apiKey, 'visitor-long', 'Hello', expiresAt)
    await send('visitor-long', [{ sender: 'USER', content: 'x'.repeat(recentMessagesBytes) }])
    expect(recentMessagesOf(await latestSession('visitor-long'))).toBeUndefined()
  })
})
