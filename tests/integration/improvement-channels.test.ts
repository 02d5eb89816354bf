import type { ApiKey, EmbedChatReply } from '@platform/shared/contracts/deployment'
import type { ImprovementGroup, ImprovementTrainingStatus } from '@platform/shared/contracts/improvement'
import type { Model } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../functions/src/data/database.ts'
import { resetEnvironmentCache } from '../../functions/src/platform/environment.ts'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { type Client, createWorkspace, signUp, waitForTraining } from './support/workspace.ts'

/*
 * Issue 42, every channel and reason (ADR 0032): the playground, the OpenAI-compatible endpoint and the site guide
 * feed the inbox with their channel, as the embed chat does; an answer under the confidence line and a "talk to a
 * human" follow-up bring questions in; a group links to a page of its version (NOT_FOUND for one it lacks); and
 * retraining from the inbox counts the answers not yet trained, then re-asks them of the new model.
 */

let platform: LocalPlatform

beforeAll(async () => {
  process.env.TRAINING_POLL_SECONDS = '1'
  platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })
})

afterAll(async () => {
  delete process.env.SITE_GUIDE_EMBED_ID
  resetEnvironmentCache()
  await platform?.stop()
})

const entries = shipkiteHelpCenter.slice(0, 12)
const known = entries[0] as (typeof entries)[number]
const origin = 'https://shop.example.com'

async function embedChat(embedId: string, body: Record<string, unknown>): Promise<EmbedChatReply> {
  const response = await fetch(`${platform.apiUrl}/embed/v1/chat`, {
    method: 'POST',
    headers: { 'x-embed-id': embedId, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const parsed = (await response.json()) as { success: boolean; data: EmbedChatReply }
  expect(parsed.success).toBe(true)
  return parsed.data
}

async function groups(admin: Client, path: string, status = 'open'): Promise<ImprovementGroup[]> {
  const listed = await admin.get<{ items: ImprovementGroup[] }>(`${path}/improvement-groups?status=${status}`)
  expect(listed.status).toBe(200)
  return listed.data.items
}

function groupAsking(items: readonly ImprovementGroup[], question: string): ImprovementGroup | undefined {
  return items.find((group) => group.examples.includes(question))
}

describe('the Improve inbox, fed by every channel', () => {
  let admin: Client
  let base = ''
  let model: Model
  const keys: Record<'website' | 'guide', { embedId: string; secret: string }> = {
    website: { embedId: '', secret: '' },
    guide: { embedId: '', secret: '' },
  }

  it('takes declines from the playground, the OpenAI-compatible endpoint and the site guide, each with its channel', async () => {
    admin = await signUp(platform, 'channels@example.com')
    base = (await createWorkspace(admin, 'Shipkite Channels')).versionPath
    for (const entry of entries) {
      expect(
        (await admin.post(`${base}/knowledge`, { prompt: entry.prompt, completion: entry.completion })).status,
      ).toBe(200)
    }
    expect(
      (await admin.post(`${base}/pages`, { id: '/billing/payment-methods', title: 'Payment methods' })).status,
    ).toBe(200)
    const started = await admin.post<{ training: Training }>(`${base}/training`, {})
    expect((await waitForTraining<Training>(admin, `${base}/training/${started.data.training.id}`)).status).toBe(
      'succeeded',
    )
    model = (await admin.get<Model[]>(`${base}/models`)).data[0] as Model
    for (const name of ['website', 'guide'] as const) {
      const created = await admin.post<{ apiKey: ApiKey; secret: string }>(`${base}/models/api-keys`, {
        modelId: model.id,
        name,
        ragEnabled: false,
        allowedDomains: [origin],
      })
      keys[name] = { embedId: created.data.apiKey.embedId, secret: created.data.secret }
    }
    process.env.SITE_GUIDE_EMBED_ID = keys.guide.embedId
    resetEnvironmentCache()

    const playground = await admin.post<{ answered: boolean }>(`${base}/models/message`, {
      modelId: model.id,
      messages: [{ role: 'user', content: 'Can I pay with Bitcoin?' }],
    })
    expect(playground.data.answered).toBe(false)
    const completion = await fetch(`${platform.apiUrl}/embed/v1/openai/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.website.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: model.id,
        user: 'api-user-1',
        messages: [{ role: 'user', content: 'Do you accept cryptocurrency payments?' }],
      }),
    })
    expect(completion.status).toBe(200)
    await embedChat(keys.guide.embedId, { identifier: 'guide-visitor', new: true, message: 'Can I pay in Bitcoin?' })
    await embedChat(keys.website.embedId, { identifier: 'site-visitor', new: true, message: 'Is Bitcoin accepted?' })
    await platform.tableStreamCaughtUp()

    const [crypto, ...others] = await groups(admin, base)
    expect(others).toEqual([])
    expect(crypto).toMatchObject({
      askedCount: 4,
      endUserCount: 4,
      declinedCount: 4,
      channels: ['embed', 'openai', 'playground', 'siteGuide'],
    })
  }, 300_000)

  it('stores the model’s confidence with an answer and takes one under the line as answered below confidence', async () => {
    const reply = await embedChat(keys.website.embedId, {
      identifier: 'confident-visitor',
      new: true,
      message: 'how long does it take for my parcel to get to me',
    })
    await platform.tableStreamCaughtUp()
    const stored = await db()
      .entities.chatMessage.query.bySession({ ...versionKeyOf(base), sessionId: reply.sessionId })
      .go()
    const answer = stored.data.find((message) => message.sender === 'ASSISTANT')
    expect(answer?.channel).toBe('embed')
    // The engine's own field crossed the provider: a learned answer carries its share of the decline line.
    expect(answer?.confidence === undefined || Number.isFinite(answer.confidence)).toBe(true)

    // An answer given just over the decline line (as the engine reports a seconded answer) joins the inbox.
    const sessionId = 'session-low-confidence'
    const message = { ...versionKeyOf(base), sessionId, expiresAt: Math.floor(Date.now() / 1000) + 3_600 }
    await db()
      .entities.chatMessage.create({
        ...message,
        messageId: 'msg-low-1',
        sender: 'USER',
        content: 'Do you have gift cards?',
        createdAt: new Date().toISOString(),
      })
      .go()
    await db()
      .entities.chatMessage.create({
        ...message,
        messageId: 'msg-low-2',
        sender: 'ASSISTANT',
        content: known.completion,
        modelId: model.id,
        channel: 'embed',
        confidence: 1.1,
        createdAt: new Date().toISOString(),
      })
      .go()
    await platform.tableStreamCaughtUp()
    expect(groupAsking(await groups(admin, base), 'Do you have gift cards?')).toMatchObject({
      lowConfidenceCount: 1,
      declinedCount: 0,
    })
  }, 120_000)

  it('takes the question before a "talk to a human" message, never the request itself', async () => {
    const first = await embedChat(keys.website.embedId, { identifier: 'impatient', new: true, message: known.prompt })
    expect(first.assistantMessage).toBe(known.completion)
    await embedChat(keys.website.embedId, { identifier: 'impatient', message: 'I need to talk to a real person' })
    const completion = await fetch(`${platform.apiUrl}/embed/v1/openai/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.website.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: model.id,
        messages: [
          { role: 'user', content: known.prompt },
          { role: 'assistant', content: known.completion },
          { role: 'user', content: 'Get me a real agent' },
        ],
      }),
    })
    expect(completion.status).toBe(200)
    await platform.tableStreamCaughtUp()
    const items = await groups(admin, base)
    expect(groupAsking(items, known.prompt)).toMatchObject({
      talkToHumanCount: 2,
      channels: ['embed', 'openai'],
    })
    expect(groupAsking(items, 'I need to talk to a real person')).toBeUndefined()
    expect(groupAsking(items, 'Get me a real agent')).toBeUndefined()
  }, 120_000)

  it('links a group to a page of its version, recorded; a page the version lacks is NOT_FOUND', async () => {
    const crypto = groupAsking(await groups(admin, base), 'Can I pay with Bitcoin?') as ImprovementGroup
    const missing = await admin.post(`${base}/improvement-groups/${crypto.id}/actions`, {
      action: 'link',
      target: { type: 'page', id: '/no/such/page' },
    })
    expect(missing.errorCodes).toEqual(['NOT_FOUND'])
    const action = await admin.post(`${base}/improvement-groups/${crypto.id}/actions`, {
      action: 'link',
      target: { type: 'action', id: '/billing/payment-methods' },
    })
    expect(action.errorCodes).toEqual(['NOT_FOUND'])
    expect(groupAsking(await groups(admin, base), 'Can I pay with Bitcoin?')?.status).toBe('open')

    const linked = await admin.post<{ group: ImprovementGroup }>(`${base}/improvement-groups/${crypto.id}/actions`, {
      action: 'link',
      target: { type: 'page', id: '/billing/payment-methods' },
    })
    expect(linked.status).toBe(200)
    expect(linked.data.group).toMatchObject({
      status: 'linked',
      linkedTo: { type: 'page', id: '/billing/payment-methods' },
      resolvedBy: expect.any(String),
      resolvedAt: expect.any(String),
    })
    expect((await groups(admin, base, 'linked')).map((group) => group.id)).toEqual([crypto.id])
    const twice = await admin.post(`${base}/improvement-groups/${crypto.id}/actions`, { action: 'dismiss' })
    expect(twice.errorCodes).toEqual(['NOT_FOUND'])
  })

  it('counts answers added since the last training, and re-asks them of the model trained next', async () => {
    const next = await admin.post<{ version: { id: string } }>(`${base}/new`, { version: 'Next' })
    const nextBase = base.replace(/versions\/[^/]+$/, `versions/${next.data.version.id}`)
    const status = () => admin.get<ImprovementTrainingStatus>(`${nextBase}/improvement-training`)
    expect((await status()).data.answersSinceTraining).toBe(0)

    const giftCards = groupAsking(await groups(admin, base), 'Do you have gift cards?') as ImprovementGroup
    const answered = await admin.post(`${base}/improvement-groups/${giftCards.id}/actions`, {
      action: 'answer',
      completion: 'Yes: Shipkite gift cards come in 25, 50 and 100 dollars, sold in the account area.',
      targetVersionId: next.data.version.id,
    })
    expect(answered.status).toBe(200)
    expect((await status()).data).toMatchObject({ answersSinceTraining: 1, latestTrainingId: null })
    expect((await admin.get<ImprovementTrainingStatus>(`${base}/improvement-training`)).data.answersSinceTraining).toBe(
      0,
    )

    const started = await admin.post<{ training: Training }>(`${nextBase}/training`, {})
    expect((await waitForTraining<Training>(admin, `${nextBase}/training/${started.data.training.id}`)).status).toBe(
      'succeeded',
    )
    expect((await status()).data).toMatchObject({
      answersSinceTraining: 0,
      latestTrainingId: started.data.training.id,
    })
    // The re-ask is the training job's last step: it follows the training's success by a moment.
    let reasked: ImprovementGroup | undefined
    for (let attempt = 0; attempt < 60 && !reasked?.reask; attempt += 1) {
      reasked = (await groups(admin, base, 'answered')).find((group) => group.id === giftCards.id)
      if (!reasked?.reask) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(reasked?.reask).toMatchObject({ answered: true, answeredQuestions: 1, modelId: expect.any(String) })
  }, 300_000)
})

/** The version key a console path names. */
function versionKeyOf(path: string) {
  const [, organizationId, projectId, versionId] =
    /organizations\/([^/]+)\/projects\/([^/]+)\/versions\/([^/]+)/.exec(path) ?? []
  return { organizationId: organizationId ?? '', projectId: projectId ?? '', versionId: versionId ?? '' }
}
