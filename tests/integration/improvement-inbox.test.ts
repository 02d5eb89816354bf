import type { ChatMessageRecord } from '@platform/shared/contracts/deployment'
import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { deployEmbeddedAssistant } from './support/embedded-assistant.ts'
import { type Client, createWorkspace, signUp } from './support/workspace.ts'

/*
 * Issue 42's first slice: end users' questions a trained model declines, or whose answer they thumb down, reach the
 * version's "Improve" inbox through the table's stream (ADR 0030), grouped by meaning and ranked by how many asked;
 * answering a group creates the Q&A pair and takes it out of the inbox, out of scope adds a test case expecting the
 * decline, and another organization can neither see nor act on the groups.
 */

let platform: LocalPlatform

beforeAll(async () => {
  process.env.TRAINING_POLL_SECONDS = '1'
  platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
})

const entries = shipkiteHelpCenter.slice(0, 12)
const answered = entries[0] as (typeof entries)[number]
const origin = 'https://shop.example.com'
const payWithCrypto = ['Can I pay with Bitcoin?', 'Do you accept cryptocurrency payments?']
const studentDiscount = 'Is there a student discount?'

describe('the Improve inbox', () => {
  let admin: Client
  let base = ''
  let fallbackAnswer = ''

  it('groups declined and thumbed-down questions from embed chats, most end users first', async () => {
    admin = await signUp(platform, 'improver@example.com')
    base = (await createWorkspace(admin, 'Shipkite Improve')).versionPath
    const pairs = entries.map(({ prompt, completion }) => ({ prompt, completion }))
    const assistant = await deployEmbeddedAssistant(platform.apiUrl, admin, base, pairs, origin)

    // Two visitors ask the same missing thing in different words, one asks another; one thumbs an answer down.
    const first = await assistant.ask('visitor-1', payWithCrypto[0] as string)
    const second = await assistant.ask('visitor-2', payWithCrypto[1] as string)
    await assistant.ask('visitor-3', studentDiscount)
    fallbackAnswer = first.assistantMessage
    expect(second.assistantMessage).toBe(fallbackAnswer)
    const good = await assistant.ask('visitor-4', answered.prompt)
    expect(good.assistantMessage).toBe(answered.completion)
    await assistant.rate(good, 'visitor-4', 'down')
    await platform.tableStreamCaughtUp()

    const inbox = await admin.get<{ items: ImprovementGroup[] }>(`${base}/improvement-groups`)
    expect(inbox.status).toBe(200)
    const groups = inbox.data.items
    expect(groups.map((group) => [group.endUserCount, group.askedCount])).toEqual([
      [2, 2],
      [1, 1],
      [1, 1],
    ])
    expect(groups[0]).toMatchObject({
      status: 'open',
      question: payWithCrypto[0],
      examples: payWithCrypto,
      declinedCount: 2,
      thumbsDownCount: 0,
      channels: ['embed'],
    })
    expect(groups.map((group) => group.question).sort()).toEqual(
      [answered.prompt, payWithCrypto[0], studentDiscount].sort(),
    )
    const thumbed = groups.find((group) => group.question === answered.prompt)
    expect(thumbed).toMatchObject({ thumbsDownCount: 1, declinedCount: 0 })

    // Each example names the chat it was asked in, whose transcript the console opens beside it.
    expect(groups[0]?.exampleChats).toEqual([
      { question: payWithCrypto[0], modelId: assistant.modelId, chatId: first.sessionId },
      { question: payWithCrypto[1], modelId: assistant.modelId, chatId: second.sessionId },
    ])
    const transcript = await admin.post<ChatMessageRecord[]>(`${base}/models/chats/recent/messages`, {
      modelId: assistant.modelId,
      chatId: groups[0]?.exampleChats[1]?.chatId,
    })
    expect(transcript.status).toBe(200)
    expect(transcript.data.map((message) => [message.sender, message.content])).toEqual([
      ['USER', payWithCrypto[1]],
      ['ASSISTANT', fallbackAnswer],
    ])
  }, 300_000)

  it('answers a group, marks one out of scope and dismisses one, each once and recorded', async () => {
    const { items } = (await admin.get<{ items: ImprovementGroup[] }>(`${base}/improvement-groups`)).data
    const [crypto, ...rest] = items as [ImprovementGroup, ...ImprovementGroup[]]
    const discount = rest.find((group) => group.question === studentDiscount) as ImprovementGroup
    const thumbed = rest.find((group) => group.question === answered.prompt) as ImprovementGroup

    // The deployed version is frozen: the answer is refused there and the group stays in the inbox.
    const completion = 'Not yet: Shipkite takes cards and bank transfers.'
    const frozen = await admin.post(`${base}/improvement-groups/${crypto.id}/actions`, { action: 'answer', completion })
    expect(frozen.errorCodes).toEqual(['VERSION_FROZEN'])
    expect((await admin.get<{ items: ImprovementGroup[] }>(`${base}/improvement-groups`)).data.items).toHaveLength(3)
    const next = await admin.post<{ version: { id: string } }>(`${base}/new`, { version: 'Next' })
    const targetVersionId = next.data.version.id
    const nextBase = base.replace(/versions\/[^/]+$/, `versions/${targetVersionId}`)

    const answer = await admin.post<{ group: ImprovementGroup; knowledgeId: string; testCaseId: string }>(
      `${base}/improvement-groups/${crypto.id}/actions`,
      { action: 'answer', completion, addTestCase: true, targetVersionId },
    )
    expect(answer.status).toBe(200)
    expect(answer.data.group).toMatchObject({ status: 'answered', resolvedBy: expect.any(String) })
    const knowledge = await admin.get<{ items: Array<{ id: string; prompt: string; completion: string }> }>(
      `${nextBase}/knowledge`,
    )
    expect(knowledge.data.items.find((item) => item.id === answer.data.knowledgeId)).toMatchObject({
      prompt: payWithCrypto[0],
      completion,
    })
    const again = await admin.post(`${base}/improvement-groups/${crypto.id}/actions`, { action: 'dismiss' })
    expect(again.errorCodes).toEqual(['NOT_FOUND'])

    const outOfScope = await admin.post<{ testCaseId: string }>(`${base}/improvement-groups/${discount.id}/actions`, {
      action: 'outOfScope',
      targetVersionId,
    })
    expect(outOfScope.status).toBe(200)
    const testCases = await admin.get<{ items: Array<{ id: string; prompt: string; expectedCompletion: string }> }>(
      `${nextBase}/testcases`,
    )
    expect(testCases.data.items.find((item) => item.id === outOfScope.data.testCaseId)).toMatchObject({
      prompt: studentDiscount,
      expectedCompletion: fallbackAnswer,
    })
    expect((await admin.post(`${base}/improvement-groups/${thumbed.id}/actions`, { action: 'dismiss' })).status).toBe(
      200,
    )

    expect((await admin.get<{ items: ImprovementGroup[] }>(`${base}/improvement-groups`)).data.items).toEqual([])
    const resolved = await admin.get<{ items: ImprovementGroup[] }>(`${base}/improvement-groups?status=answered`)
    expect(resolved.data.items.map((group) => group.id)).toEqual([crypto.id])
  })

  it('shows and lets act on the groups to no other organization', async () => {
    const stranger = await signUp(platform, 'stranger@example.com')
    await createWorkspace(stranger, 'Elsewhere')
    const { items } = (await admin.get<{ items: ImprovementGroup[] }>(`${base}/improvement-groups?status=dismissed`))
      .data
    const listed = await stranger.get(`${base}/improvement-groups`)
    expect(listed.errorCodes).toEqual(['NOT_FOUND'])
    const acted = await stranger.post(`${base}/improvement-groups/${items[0]?.id}/actions`, { action: 'dismiss' })
    expect(acted.errorCodes).toEqual(['NOT_FOUND'])
  })
})
