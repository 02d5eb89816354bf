import { createHmac } from 'node:crypto'
import { db } from '@platform/functions/data/database'
import type {
  ApiCount,
  ApiKey,
  ChatMessageRecord,
  ChatSession,
  DeploymentLogEntry,
  EmbedChatReply,
  RecentChat,
} from '@platform/shared/contracts/deployment'
import { deploymentMessages } from '@platform/shared/contracts/deployment'
import type { Model } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import { errorCatalogue } from '@platform/shared/errors'
import OpenAI from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { countDynamoCalls } from '../support/dynamo-calls.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { createApiClient } from './support/api-client.ts'

/*
 * Issue 10's "done when", in local mode with the model engine: a key is created for a trained model; the embed
 * service answers from it, refuses a foreign Origin, an unknown embed id and a revoked key; the tool-call loop
 * runs to completion; identity verification; the hourly 429 exactly past the limit; sessions and messages in
 * order; recent chats, the 24-hour count and the log tail; streaming gives the same text; and the official
 * `openai` package chats through the OpenAI-compatible endpoint, streaming and not.
 */

let platform: LocalPlatform
type Client = ReturnType<typeof createApiClient>

beforeAll(async () => {
  process.env.TRAINING_POLL_SECONDS = '1'
  // The gateway's per-caller throttle (120 embed calls a minute, bursts of 30) is not what these tests measure: on
  // a fast machine the suite's own calls would drain it and answer 429 where the key's own rules are under test.
  platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
})

const entries = shipkiteHelpCenter.slice(0, 12)
const firstEntry = entries[0] as (typeof entries)[number]
const trackingQuestion = 'What is the status of my shipment with tracking number 1Z999AA10123456784?'
const allowedOrigin = 'https://shop.example.com'

interface EmbedAnswer<T> {
  status: number
  body: { success: true; data: T } | { success: false; errors: Record<string, string> }
  data: T
  errorCodes: string[]
  headers: Headers
}

/** A customer's page calling the embed service from its own origin. */
function embedClient(embedId: string, origin: string | null = allowedOrigin) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<EmbedAnswer<T>> {
    const response = await fetch(`${platform.apiUrl}/embed/v1${path}`, {
      method,
      headers: {
        'x-embed-id': embedId,
        ...(origin ? { origin } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const parsed = (await response.json()) as EmbedAnswer<T>['body']
    return {
      status: response.status,
      body: parsed,
      data: (parsed.success ? parsed.data : undefined) as T,
      errorCodes: parsed.success ? [] : Object.keys(parsed.errors),
      headers: response.headers,
    }
  }
  return {
    chat: (body: Record<string, unknown>) => call<EmbedChatReply>('POST', '/chat', body),
    sessions: (identifier: string, userHash?: string) =>
      call<ChatSession[]>(
        'GET',
        `/chat/sessions?identifier=${encodeURIComponent(identifier)}${userHash ? `&userHash=${userHash}` : ''}`,
      ),
    messages: (sessionId: string, identifier: string) =>
      call<ChatMessageRecord[]>('GET', `/chat/sessions/${sessionId}?identifier=${encodeURIComponent(identifier)}`),
    feedback: (sessionId: string, messageId: string, body: Record<string, unknown>) =>
      call<{ id: string; feedback: string | null }>(
        'PUT',
        `/chat/sessions/${sessionId}/messages/${messageId}/feedback`,
        body,
      ),
  }
}

async function signUp(email: string): Promise<Client> {
  const client = createApiClient(platform.apiUrl)
  await client.post('/auth/signup', { email, password: 'correct horse 42', name: 'Grace Hopper' })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  expect((await client.post('/auth/verify-email', { email, code })).status).toBe(200)
  return client
}

async function waitForTraining(client: Client, path: string): Promise<Training> {
  // Training 12 pairs takes 25-40 s at load 20 but passed 120 s at load 35 (2 cores shared by every engineer's runs).
  const deadline = Date.now() + 280_000
  for (;;) {
    const { data } = await client.get<Training>(path)
    if (['succeeded', 'failed', 'cancelled'].includes(data.status)) return data
    if (Date.now() > deadline) throw new Error(`training stayed ${data.status} at ${data.stage}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

describe('deployment: API keys, the embed service and the OpenAI-compatible endpoint', () => {
  let admin: Client
  let base = ''
  let organizationId = ''
  let model: Model
  let systemPromptId = ''
  let apiKey: ApiKey
  let secret = ''
  let sessionId = ''
  let plainAnswer = ''

  it('trains a small model and creates a key whose secret is shown once', async () => {
    admin = await signUp('deployer@example.com')
    organizationId = (await admin.post<{ id: string }>('/organizations', { name: 'Shipkite Deploy' })).data.id
    const project = await admin.post<{ id: string; latestVersionId: string }>(
      `/organizations/${organizationId}/projects`,
      { name: 'Help centre' },
    )
    base = `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
    for (const entry of entries) {
      expect(
        (await admin.post(`${base}/knowledge`, { prompt: entry.prompt, completion: entry.completion })).status,
      ).toBe(200)
    }
    const trackingFunction = {
      name: 'get_shipment_status',
      description: 'Look up the current status of a shipment by its tracking number.',
      parameters: {
        type: 'object',
        properties: { trackingNumber: { type: 'string', description: 'The carrier tracking number' } },
        required: ['trackingNumber'],
      },
    }
    expect((await admin.post(`${base}/agent-functions`, trackingFunction)).status).toBe(200)
    const prompt = await admin.post<{ item?: { id: string }; id?: string }>(`${base}/system-prompts`, {
      name: 'Support',
      content: 'You are the Shipkite help centre assistant.',
    })
    systemPromptId = prompt.data.item?.id ?? prompt.data.id ?? ''
    const started = await admin.post<{ training: Training }>(`${base}/training`, {})
    expect(started.status).toBe(200)
    const training = await waitForTraining(admin, `${base}/training/${started.data.training.id}`)
    expect(training.status).toBe('succeeded')
    model = (await admin.get<Model[]>(`${base}/models`)).data[0] as Model

    const created = await admin.post<{ apiKey: ApiKey; secret: string; message: string }>(`${base}/models/api-keys`, {
      modelId: model.id,
      name: 'Website',
      ragEnabled: false,
      allowedDomains: ['https://shop.example.com/', '*.example.org'],
      systemPromptId,
    })
    expect(created.status).toBe(200)
    expect(created.data.message).toBe(deploymentMessages.keyGenerated)
    apiKey = created.data.apiKey
    secret = created.data.secret
    expect(apiKey).toMatchObject({
      name: 'Website',
      modelId: model.id,
      allowedDomains: ['shop.example.com', '*.example.org'],
      systemPromptId,
      identityVerification: false,
      secretHint: `…${secret.slice(-4)}`,
    })
    expect(apiKey.embedId).toMatch(/^emb_/)
    expect(secret.startsWith(`${apiKey.embedId}.`)).toBe(true)

    const listed = await admin.get<ApiKey[]>(`${base}/models/api-keys`)
    expect(listed.data).toEqual([apiKey])
    expect(JSON.stringify(listed.body)).not.toContain(secret)
    const { data: stored } = await db().entities.apiKey.get({ embedId: apiKey.embedId }).go()
    expect(JSON.stringify(stored)).not.toContain(secret.split('.')[1])

    const badDomain = await admin.put(`${base}/models/api-keys/${apiKey.id}/allowed-domains`, {
      allowedDomains: ['not a domain'],
    })
    expect(badDomain.status).toBe(400)
    expect(badDomain.errorCodes).toEqual(['VALIDATION_FAILED'])
    const cleared = await admin.put<{ apiKey: ApiKey }>(`${base}/models/api-keys/${apiKey.id}/system-prompt`, {
      systemPromptId: '',
    })
    expect(cleared.data.apiKey.systemPromptId).toBeNull()
    const missingPrompt = await admin.put(`${base}/models/api-keys/${apiKey.id}/system-prompt`, {
      systemPromptId: 'sp-none',
    })
    expect(missingPrompt.errorCodes).toEqual(['NOT_FOUND'])
  }, 300_000)

  it('answers from the trained model through /api/embed/v1/chat, with CORS for the allowed origin', async () => {
    const widget = embedClient(apiKey.embedId)
    const preflight = await fetch(`${platform.apiUrl}/embed/v1/chat`, {
      method: 'OPTIONS',
      headers: {
        origin: allowedOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-embed-id',
      },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(allowedOrigin)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-embed-id')

    const reply = await widget.chat({ identifier: 'visitor-1', new: true, message: firstEntry.prompt })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('access-control-allow-origin')).toBe(allowedOrigin)
    expect(reply.data).toMatchObject({
      assistantMessage: firstEntry.completion,
      action: null,
      suggestedActions: [],
      suggestions: [],
      toolCalls: [],
    })
    sessionId = reply.data.sessionId
    plainAnswer = reply.data.assistantMessage

    const wildcard = await embedClient(apiKey.embedId, 'https://help.example.org').chat({
      identifier: 'visitor-2',
      message: firstEntry.prompt,
    })
    expect(wildcard.status).toBe(200)
  })

  it('refuses a foreign Origin (403), an unknown embed id (401) and a missing Origin', async () => {
    const foreign = await embedClient(apiKey.embedId, 'https://evil.example.net').chat({
      identifier: 'visitor-1',
      message: 'Hello',
    })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({
      success: false,
      errors: { ORIGIN_NOT_ALLOWED: errorCatalogue.ORIGIN_NOT_ALLOWED.message },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const lookAlike = await embedClient(apiKey.embedId, 'https://shop.example.com.evil.net').sessions('visitor-1')
    expect(lookAlike.status).toBe(403)
    const noOrigin = await embedClient(apiKey.embedId, null).sessions('visitor-1')
    expect(noOrigin.status).toBe(403)
    const unknownPage = await fetch(`${platform.apiUrl}/embed/v1/chat-page/emb_00000000000000000000`)
    expect(unknownPage.status).toBe(401)
    const unknown = await embedClient('emb_00000000000000000000').chat({ identifier: 'visitor-1', message: 'Hello' })
    expect(unknown.status).toBe(401)
    expect(unknown.errorCodes).toEqual(['INVALID_API_KEY'])
  })

  it('runs the tool-call loop to completion with functionCallId', async () => {
    const widget = embedClient(apiKey.embedId)
    const first = await widget.chat({
      identifier: 'visitor-3',
      new: true,
      message: trackingQuestion,
      configuredFunctions: ['get_shipment_status'],
    })
    expect(first.status).toBe(200)
    expect(first.data.toolCalls).toHaveLength(1)
    const call = first.data.toolCalls[0] as EmbedChatReply['toolCalls'][number]
    expect(call).toMatchObject({ name: 'get_shipment_status', arguments: { trackingNumber: '1Z999AA10123456784' } })

    const wrongCall = await widget.chat({ identifier: 'visitor-3', message: '{}', functionCallId: 'call_unknown' })
    expect(wrongCall.status).toBe(400)
    const result = await widget.chat({
      identifier: 'visitor-3',
      message: '{"message":"In transit, arriving Friday."}',
      functionCallId: call.id,
      configuredFunctions: ['get_shipment_status'],
    })
    expect(result.status).toBe(200)
    expect(result.data).toMatchObject({ assistantMessage: 'In transit, arriving Friday.', toolCalls: [] })
    expect(result.data.sessionId).toBe(first.data.sessionId)

    const transcript = await widget.messages(first.data.sessionId, 'visitor-3')
    expect(transcript.data.map((message) => message.sender)).toEqual(['USER', 'ASSISTANT', 'TOOL', 'ASSISTANT'])
    expect(transcript.data[2]).toMatchObject({ tool_call_id: call.id })
    expect(transcript.data[1]?.toolCalls[0]?.id).toBe(call.id)

    // A page that cannot run the function is never asked to.
    const without = await widget.chat({ identifier: 'visitor-4', new: true, message: trackingQuestion })
    expect(without.data.toolCalls).toEqual([])
  })

  it('lists the end user’s sessions and messages in order, and records thumbs', async () => {
    const widget = embedClient(apiKey.embedId)
    const follow = await widget.chat({
      identifier: 'visitor-1',
      message: (entries[1] as (typeof entries)[number]).prompt,
    })
    expect(follow.data.sessionId).toBe(sessionId)
    const fresh = await widget.chat({ identifier: 'visitor-1', new: true, message: firstEntry.prompt })
    expect(fresh.data.sessionId).not.toBe(sessionId)

    const sessions = await widget.sessions('visitor-1')
    expect(sessions.data.map((session) => session.id)).toEqual([fresh.data.sessionId, sessionId])
    expect(sessions.data[1]).toMatchObject({ closed: true, messageCount: 4, title: firstEntry.prompt.slice(0, 80) })
    expect(sessions.data[0]?.closed).toBe(false)

    const messages = await widget.messages(sessionId, 'visitor-1')
    expect(messages.data.map((message) => [message.sender, message.content])).toEqual([
      ['USER', firstEntry.prompt],
      ['ASSISTANT', firstEntry.completion],
      ['USER', (entries[1] as (typeof entries)[number]).prompt],
      ['ASSISTANT', follow.data.assistantMessage],
    ])
    const otherPerson = await widget.messages(sessionId, 'visitor-2')
    expect(otherPerson.errorCodes).toEqual(['NOT_FOUND'])

    const thumb = await widget.feedback(sessionId, follow.data.messageId as string, {
      identifier: 'visitor-1',
      feedback: 'up',
    })
    expect(thumb.data).toEqual({ id: follow.data.messageId, feedback: 'up' })
  })

  it('shows the chats in recent chats, the transcript, the 24-hour count and the log tail', async () => {
    const recent = await admin.post<RecentChat[]>(`${base}/models/chats/recent`, { modelId: model.id })
    expect(recent.status).toBe(200)
    const chat = recent.data.find((item) => item.id === sessionId)
    expect(chat).toMatchObject({ identifier: 'visitor-1', keyId: apiKey.id, feedbackUp: 1, feedbackDown: 0 })
    expect((recent.data[0]?.lastMessageAt ?? '') >= (recent.data.at(-1)?.lastMessageAt ?? '')).toBe(true)

    const transcript = await admin.post<ChatMessageRecord[]>(`${base}/models/chats/recent/messages`, {
      modelId: model.id,
      chatId: sessionId,
    })
    expect(transcript.data.map((message) => message.sender)).toEqual(['USER', 'ASSISTANT', 'USER', 'ASSISTANT'])
    expect(transcript.data[3]?.feedback).toBe('up')

    const lookup = await admin.post<{ chatId: string }>(`${base}/models/chats/chatId-from-uniqueId`, {
      modelId: model.id,
      uniqueId: 'visitor-1',
    })
    expect(lookup.data.chatId).toBe(recent.data.find((item) => item.identifier === 'visitor-1')?.id)

    // The model's hourly counts are derived from the table's stream (ADR 0028).
    await platform.tableStreamCaughtUp()
    const count = await admin.post<ApiCount>(`${base}/models/analytics/api-count-last-24-hours`, { modelId: model.id })
    expect(count.data.hours).toHaveLength(24)
    // Answered chats so far: visitor-1 ×3, visitor-2, visitor-3 ×2, visitor-4.
    expect(count.data.total).toBe(7)
    expect(count.data.hours.at(-1)?.count).toBe(7)

    const tail = await admin.post<{
      entries: { call: string; status: number; detail: string | null }[]
      cursor: string
    }>(`${base}/models/logs/tail`, { modelId: model.id })
    expect(tail.data.entries.some((entry) => entry.call === 'chat' && entry.status === 200)).toBe(true)
    expect(
      tail.data.entries.some((entry) => entry.status === 403 && entry.detail?.includes('https://evil.example.net')),
    ).toBe(true)
    const newer = await admin.post<{ entries: unknown[] }>(`${base}/models/logs/tail`, {
      modelId: model.id,
      after: tail.data.cursor,
    })
    expect(newer.data.entries).toEqual([])
  })

  it('streams the same text as the plain call with Accept: text/event-stream', async () => {
    const response = await fetch(`${platform.apiUrl}/embed/v1/chat`, {
      method: 'POST',
      headers: {
        'x-embed-id': apiKey.embedId,
        origin: allowedOrigin,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ identifier: 'visitor-5', new: true, message: firstEntry.prompt }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin)
    const events = (await response.text())
      .trim()
      .split('\n\n')
      .map((block) => ({
        event: /^event: (.+)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null'),
      }))
    const deltas = events.filter((event) => event.event === 'delta')
    expect(deltas.length).toBeGreaterThan(1)
    // The provider's own pieces (the local engine streams a few words per chunk), not the finished reply cut up
    // word by word.
    expect(deltas.length).toBeLessThan(plainAnswer.split(/\s+/).length)
    expect(deltas.map((event) => event.data.content).join('')).toBe(plainAnswer)
    const done = events.at(-1)
    expect(done?.event).toBe('done')
    expect(done?.data).toMatchObject({ assistantMessage: plainAnswer, toolCalls: [], action: null })
  })

  /** A key of its own for a test that changes key settings, so no other test sees what it leaves behind. */
  async function createKey(name: string): Promise<{ apiKey: ApiKey; secret: string }> {
    const created = await admin.post<{ apiKey: ApiKey; secret: string }>(`${base}/models/api-keys`, {
      modelId: model.id,
      name,
      allowedDomains: ['shop.example.com'],
    })
    expect(created.status).toBe(200)
    return created.data
  }

  it('checks identity verification: the right userHash passes, a wrong or missing one is refused', async () => {
    const verifiedKey = await createKey('Verified')
    const keyPath = `${base}/models/api-keys/${verifiedKey.apiKey.id}/identity-verification`
    const on = await admin.put<{ apiKey: ApiKey }>(keyPath, { identityVerification: true })
    expect(on.data.apiKey.identityVerification).toBe(true)
    const widget = embedClient(verifiedKey.apiKey.embedId)
    const identifier = 'customer-42'
    const userHash = createHmac('sha256', verifiedKey.secret).update(identifier).digest('hex')
    // The last hex digit changed to another one: `replace(/.$/, '0')` left one hash in 16 right, which let a
    // "wrong" hash through and left verification on for the tests after it.
    const wrongHash = `${userHash.slice(0, -1)}${userHash.endsWith('0') ? '1' : '0'}`
    const verified = await widget.chat({ identifier, userHash, new: true, message: firstEntry.prompt })
    expect(verified.status).toBe(200)
    expect((await widget.sessions(identifier, userHash)).data).toHaveLength(1)
    const wrong = await widget.chat({ identifier, userHash: wrongHash, message: 'Hello' })
    expect(wrong.status).toBe(401)
    expect(wrong.errorCodes).toEqual(['IDENTITY_VERIFICATION_FAILED'])
    const otherUser = await widget.sessions('customer-43', userHash)
    expect(otherUser.errorCodes).toEqual(['IDENTITY_VERIFICATION_FAILED'])
    expect((await widget.sessions(identifier)).status).toBe(401)
    // Switching it off applies to the very next call too.
    const off = await admin.put<{ apiKey: ApiKey }>(keyPath, { identityVerification: false })
    expect(off.data.apiKey.identityVerification).toBe(false)
    expect((await widget.sessions(identifier)).status).toBe(200)
  })

  it('answers 429 exactly past the key’s hourly limit, with the limit in the message', async () => {
    const limited = await admin.post<{ apiKey: ApiKey }>(`${base}/models/api-keys`, {
      modelId: model.id,
      name: 'Limited',
      allowedDomains: ['shop.example.com'],
    })
    const embedId = limited.data.apiKey.embedId
    // The counter is per clock hour: a test started in the hour's last seconds waits for the next hour to begin.
    const secondsLeftInHour = 3600 - (Math.floor(Date.now() / 1000) % 3600)
    if (secondsLeftInHour < 60) await new Promise((resolve) => setTimeout(resolve, secondsLeftInHour * 1000 + 500))
    const seconds = Math.floor(Date.now() / 1000)
    const hourStart = seconds - (seconds % 3600)
    // The free plan allows 1,000 calls an hour: 998 are counted as made, so calls 999 and 1,000 pass.
    await db()
      .entities.deploymentCounter.upsert({ counter: `key#${embedId}`, hourStart, expiresAt: hourStart + 7200 })
      .set({ count: 998 })
      .go()
    const widget = embedClient(embedId)
    expect((await widget.chat({ identifier: 'busy', message: firstEntry.prompt })).status).toBe(200)
    expect((await widget.chat({ identifier: 'busy', message: firstEntry.prompt })).status).toBe(200)
    const refused = await widget.chat({ identifier: 'busy', message: firstEntry.prompt })
    expect(refused.status).toBe(429)
    expect(refused.errorCodes).toEqual(['API_KEY_HOURLY_LIMIT_REACHED'])
    expect(Object.values(refused.body.success ? {} : refused.body.errors)[0]).toMatch(
      /limit of 1000 requests per hour.*try again after \d\d:\d\d UTC\./,
    )
    expect(refused.headers.get('access-control-allow-origin')).toBe(allowedOrigin)
  })

  it('chats through the OpenAI-compatible endpoint with the official openai package, streaming and not', async () => {
    const openai = new OpenAI({ baseURL: `${platform.apiUrl}/embed/v1/openai`, apiKey: secret, maxRetries: 0 })
    const models = await openai.models.list()
    expect(models.data.map((item) => item.id)).toEqual([model.id])

    const completion = await openai.chat.completions.create({
      model: model.id,
      messages: [{ role: 'user', content: firstEntry.prompt }],
    })
    expect(completion.choices[0]?.message.content).toBe(firstEntry.completion)
    expect(completion.choices[0]?.finish_reason).toBe('stop')

    const stream = await openai.chat.completions.create({
      model: model.id,
      messages: [{ role: 'user', content: firstEntry.prompt }],
      stream: true,
    })
    let streamed = ''
    let chunks = 0
    for await (const chunk of stream) {
      streamed += chunk.choices[0]?.delta.content ?? ''
      chunks += 1
    }
    expect(chunks).toBeGreaterThan(2)
    expect(streamed).toBe(firstEntry.completion)

    const tools = await openai.chat.completions.create({
      model: model.id,
      messages: [{ role: 'user', content: trackingQuestion }],
    })
    expect(tools.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      type: 'function',
      function: { name: 'get_shipment_status' },
    })

    const wrongSecret = new OpenAI({
      baseURL: `${platform.apiUrl}/embed/v1/openai`,
      apiKey: `${apiKey.embedId}.${'A'.repeat(43)}`,
      maxRetries: 0,
    })
    await expect(wrongSecret.models.list()).rejects.toMatchObject({ status: 401 })
  })

  it('debits each answered chat by its metered tokens and records the debit in the log tail', async () => {
    const balanceMicros = async () =>
      (await db().entities.creditBalance.get({ organizationId }).go({ consistent: true })).data?.balanceMicros ?? 0
    const pricePerMillionTokens = 0.6 // CHAT_PRICE_PER_MILLION_TOKENS_USD's default
    // The day's usage counts the message and its cost in one write (ADR 0018), taken from the chat's ledger entry
    // by the table's stream consumer (ADR 0028).
    const day = async () =>
      (
        await db()
          .entities.dailyUsage.get({ organizationId, day: new Date().toISOString().slice(0, 10) })
          .go({ consistent: true })
      ).data
    await platform.tableStreamCaughtUp()
    const before = await balanceMicros()
    const dayBefore = await day()
    const reply = await embedClient(apiKey.embedId).chat({ identifier: 'payer', new: true, message: firstEntry.prompt })
    expect(reply.status).toBe(200)
    await platform.tableStreamCaughtUp()
    const afterChat = await balanceMicros()
    const dayAfter = await day()
    expect((dayAfter?.chatMessages ?? 0) - (dayBefore?.chatMessages ?? 0)).toBe(1)
    expect((dayAfter?.chatMicros ?? 0) - (dayBefore?.chatMicros ?? 0)).toBe(before - afterChat)
    const tail = await admin.post<{ entries: DeploymentLogEntry[] }>(`${base}/models/logs/tail`, { modelId: model.id })
    const chatEntry = tail.data.entries.findLast((entry) => entry.call === 'chat' && entry.identifier === 'payer')
    expect(chatEntry?.tokens).toBeGreaterThan(0)
    const chatMicros = Math.round((chatEntry?.tokens ?? 0) * pricePerMillionTokens)
    expect(chatEntry?.creditsCharged).toBe(chatMicros / 1_000_000)
    expect(before - afterChat).toBe(chatMicros)

    const openai = new OpenAI({ baseURL: `${platform.apiUrl}/embed/v1/openai`, apiKey: secret, maxRetries: 0 })
    const completion = await openai.chat.completions.create({
      model: model.id,
      messages: [{ role: 'user', content: firstEntry.prompt }],
      user: 'openai-payer',
    })
    const completionMicros = Math.round((completion.usage?.total_tokens ?? 0) * pricePerMillionTokens)
    expect(completionMicros).toBeGreaterThan(0)
    await platform.tableStreamCaughtUp()
    expect(afterChat - (await balanceMicros())).toBe(completionMicros)
  })

  it('answers the chat that empties the credits, then CREDITS_EXHAUSTED', async () => {
    const { data: balance } = await db().entities.creditBalance.get({ organizationId }).go()
    await db().entities.creditBalance.patch({ organizationId }).set({ balanceMicros: 1 }).go()
    try {
      const widget = embedClient(apiKey.embedId)
      expect((await widget.chat({ identifier: 'last-credit', message: firstEntry.prompt })).status).toBe(200)
      // The debit reaches the balance from the table's stream (ADR 0028): a chat sent before then still passes.
      await platform.tableStreamCaughtUp()
      const { data: emptied } = await db().entities.creditBalance.get({ organizationId }).go({ consistent: true })
      expect(emptied?.balanceMicros).toBeLessThan(0)
      const refused = await widget.chat({ identifier: 'last-credit', message: firstEntry.prompt })
      expect(refused.status).toBe(402)
      expect(refused.errorCodes).toEqual(['CREDITS_EXHAUSTED'])
    } finally {
      await db()
        .entities.creditBalance.patch({ organizationId })
        .set({ balanceMicros: balance?.balanceMicros ?? 1_000_000 })
        .go()
    }
  })

  it('answers CREDITS_EXHAUSTED when the organization has no credits', async () => {
    const { data: balance } = await db().entities.creditBalance.get({ organizationId }).go()
    await db().entities.creditBalance.patch({ organizationId }).set({ balanceMicros: 0 }).go()
    try {
      const refused = await embedClient(apiKey.embedId).chat({ identifier: 'visitor-1', message: firstEntry.prompt })
      expect(refused.status).toBe(402)
      expect(refused.errorCodes).toEqual(['CREDITS_EXHAUSTED'])
    } finally {
      await db()
        .entities.creditBalance.patch({ organizationId })
        .set({ balanceMicros: balance?.balanceMicros ?? 1_000_000 })
        .go()
    }
  })

  it('refuses a revoked key at once, by embed id and by secret', async () => {
    const revokedKey = await createKey('Revoked')
    const widget = embedClient(revokedKey.apiKey.embedId)
    const openai = new OpenAI({
      baseURL: `${platform.apiUrl}/embed/v1/openai`,
      apiKey: revokedKey.secret,
      maxRetries: 0,
    })
    const before = await widget.chat({ identifier: 'visitor-9', new: true, message: firstEntry.prompt })
    expect(before.status).toBe(200)
    expect((await openai.models.list()).data).toHaveLength(1)
    const revoked = await admin.delete<{ message: string }>(`${base}/models/api-keys/${revokedKey.apiKey.id}`)
    expect(revoked.data.message).toBe(deploymentMessages.keyRevoked)
    const afterRevoke = await widget.chat({ identifier: 'visitor-9', message: firstEntry.prompt })
    expect(afterRevoke.status).toBe(401)
    expect(afterRevoke.errorCodes).toEqual(['INVALID_API_KEY'])
    await expect(openai.models.list()).rejects.toMatchObject({ status: 401 })
    const keys = (await admin.get<ApiKey[]>(`${base}/models/api-keys`)).data.map((key) => key.id)
    expect(keys).not.toContain(revokedKey.apiKey.id)
    expect(keys).toContain(apiKey.id)
    // The chats stay readable in the console.
    const recent = await admin.post<RecentChat[]>(`${base}/models/chats/recent`, { modelId: model.id })
    expect(recent.data.some((chat) => chat.id === before.data.sessionId)).toBe(true)
  })

  it('keeps counters, credits and logs exact for 200 concurrent chats on one key once the stream caught up', async () => {
    // Issue 40: the request path takes the hour's and the month's counts in one transaction and writes the ledger
    // and log entries with the turn; the balance, the day's usage and the model's hourly count are derived.
    const burstKey = await createKey('Burst')
    const [, projectId, versionId] = base.match(/projects\/([^/]+)\/versions\/([^/]+)/) ?? []
    const versionKey = { organizationId, projectId: projectId ?? '', versionId: versionId ?? '' }
    const today = new Date().toISOString().slice(0, 10)
    const read = async () => {
      const consistent = { consistent: true }
      const [balance, day, month, hourly] = await Promise.all([
        db().entities.creditBalance.get({ organizationId }).go(consistent),
        db().entities.dailyUsage.get({ organizationId, day: today }).go(consistent),
        db()
          .entities.monthlyUsage.get({ organizationId, month: today.slice(0, 7) })
          .go(consistent),
        admin.post<ApiCount>(`${base}/models/analytics/api-count-last-24-hours`, { modelId: model.id }),
      ])
      return {
        balance: balance.data?.balanceMicros ?? 0,
        dayMessages: day.data?.chatMessages ?? 0,
        dayMicros: day.data?.chatMicros ?? 0,
        monthMessages: month.data?.chatMessages ?? 0,
        answeredCalls: hourly.data.total,
      }
    }
    await platform.tableStreamCaughtUp()
    const before = await read()
    const chats = 200
    const widget = embedClient(burstKey.apiKey.embedId)
    const replies = await Promise.all(
      Array.from({ length: chats }, (_unused, index) =>
        widget.chat({ identifier: `burst-${index}`, new: true, message: firstEntry.prompt }),
      ),
    )
    expect(replies.map((reply) => reply.status).filter((status) => status !== 200)).toEqual([])
    await platform.tableStreamCaughtUp()
    const after = await read()

    const { data: entries } = await db()
      .entities.deploymentLogEntry.query.byModel({ ...versionKey, modelId: model.id })
      .go({ pages: 'all' })
    const burst = entries.filter((entry) => entry.embedId === burstKey.apiKey.embedId)
    expect(burst).toHaveLength(chats)
    expect(burst.every((entry) => entry.call === 'chat' && entry.status === 200 && !entry.uncounted)).toBe(true)
    const chargedMicros = burst.reduce((sum, entry) => sum + (entry.creditsChargedMicros ?? 0), 0)
    expect(chargedMicros).toBeGreaterThan(0)
    const { data: hour } = await db()
      .entities.deploymentCounter.query.byCounter({ counter: `key#${burstKey.apiKey.embedId}` })
      .go({ pages: 'all' })
    expect(hour.reduce((sum, counter) => sum + counter.count, 0)).toBe(chats)
    expect(after.monthMessages - before.monthMessages).toBe(chats)
    expect(after.dayMessages - before.dayMessages).toBe(chats)
    expect(after.answeredCalls - before.answeredCalls).toBe(chats)
    expect(before.balance - after.balance).toBe(chargedMicros)
    expect(after.dayMicros - before.dayMicros).toBe(chargedMicros)
    const { data: ledger } = await db()
      .entities.creditEntry.query.byOrganization({ organizationId })
      .go({ pages: 'all' })
    expect(ledger.filter((entry) => entry.unsettled)).toEqual([])
  }, 240_000)

  it('reads the database at most a few times for a chat message (playground, embed and OpenAI-compatible)', async () => {
    // Counted as bench:api counts them. The fewest of a few requests, so a background job's read cannot fail it,
    // while one more read on the path (every request pays it) does. The figures are what the path achieves
    // (ADR 0018, ADR 0028); lower them when it gets cheaper. `roundTrips`: the calls made one after another, what a
    // chat waits for the database (issue 40: at most 2 before the model and 1 after).
    const budget = {
      playground: 3,
      playgroundOnDeployedVersion: 2,
      embed: 4,
      embedRoundTrips: 3,
      openAiCompatibleRoundTrips: 3,
    }
    const dynamo = countDynamoCalls()
    async function fewest(send: () => Promise<{ status: number }>) {
      const counts: Array<{ reads: number; roundTrips: number }> = []
      for (let attempt = 0; attempt < 3; attempt += 1) {
        // The stream consumer's calls run in the job worker's process, not counted here; nothing else may overlap.
        await platform.tableStreamCaughtUp()
        dynamo.reset()
        expect((await send()).status).toBe(200)
        counts.push({ reads: dynamo.reads, roundTrips: dynamo.roundTrips })
      }
      return {
        reads: Math.min(...counts.map((count) => count.reads)),
        roundTrips: Math.min(...counts.map((count) => count.roundTrips)),
      }
    }
    const playgroundMessage = () =>
      admin.post(`${base}/models/message`, {
        modelId: model.id,
        messages: [{ role: 'user', content: firstEntry.prompt }],
        systemPromptId,
        useRag: true,
        suggestActions: true,
      })
    // The key froze the version moments ago: its content may still be changing, so it is read every time.
    const playground = await fewest(playgroundMessage)
    // As if the key had been live for a while: a warm function keeps the frozen version's content.
    const [, projectId, versionId] = base.match(/projects\/([^/]+)\/versions\/([^/]+)/) ?? []
    await db()
      .entities.version.patch({ organizationId, projectId: projectId ?? '', versionId: versionId ?? '' })
      .set({ frozenAt: new Date(Date.now() - 120_000).toISOString() })
      .go()
    const playgroundOnDeployedVersion = await fewest(playgroundMessage)
    // An end user's next message: the key, the answering reads with the session, admission beside the session's
    // latest messages, then the turn's one write.
    const widget = embedClient(apiKey.embedId)
    const message = { identifier: 'visitor-reads', message: firstEntry.prompt, configuredActions: ['track_parcel'] }
    expect((await widget.chat({ ...message, new: true })).status).toBe(200)
    const embed = await fewest(() => widget.chat(message))
    // A completion through the OpenAI-compatible endpoint: the key with the answering reads, admission, then the
    // ledger and log entries in one write. Its first call told this function the key, as a live key's would have.
    const completion = () =>
      fetch(`${platform.apiUrl}/embed/v1/openai/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: model.id, messages: [{ role: 'user', content: firstEntry.prompt }] }),
      })
    expect((await completion()).status).toBe(200)
    const openAiCompatible = await fewest(completion)
    expect(playground.reads).toBeLessThanOrEqual(budget.playground)
    expect(playgroundOnDeployedVersion.reads).toBeLessThanOrEqual(budget.playgroundOnDeployedVersion)
    expect(embed.reads).toBeLessThanOrEqual(budget.embed)
    expect(embed.roundTrips).toBeLessThanOrEqual(budget.embedRoundTrips)
    expect(openAiCompatible.roundTrips).toBeLessThanOrEqual(budget.openAiCompatibleRoundTrips)
  })
})
