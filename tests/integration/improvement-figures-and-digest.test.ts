import { unsubscribeCodeFor } from '@platform/functions/domains/identity/index'
import { sendImprovementDigests } from '@platform/functions/domains/improvement/index'
import type { ImprovementGroup } from '@platform/shared/contracts/improvement'
import { type ImprovementFigures, improveAreaPath } from '@platform/shared/contracts/improvement-figures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { listEmails, waitForEmail } from '../support/mailbox.ts'
import { createApiClient, invitationTokenFrom } from './support/api-client.ts'
import { deployEmbeddedAssistant } from './support/embedded-assistant.ts'
import { type Client, createWorkspace, signUp, type Workspace } from './support/workspace.ts'

/*
 * Issue 42's figures over time and weekly digest (ADR 0033): chats of each kind reach the project's daily shares
 * through the table's stream, an answer from the inbox counts as added, and the weekly digest goes once a week to
 * the organization's admins who have not unsubscribed, and not at all once the project has no open group.
 */

let platform: LocalPlatform

beforeAll(async () => {
  process.env.TRAINING_POLL_SECONDS = '1'
  platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
})

const pairs = shipkiteHelpCenter.slice(0, 12)
const [thumbedDown, liked] = pairs as [(typeof pairs)[number], (typeof pairs)[number]]
const payWithCrypto = ['Can I pay with Bitcoin?', 'Do you accept cryptocurrency payments?']
const ada = 'ada-figures@example.com'
const bob = 'bob-figures@example.com'
const carol = 'carol-figures@example.com'
const password = 'correct horse 42'

const digestsTo = async (address: string) =>
  (await listEmails(platform.mailboxUrl)).filter(
    (email) => email.destination.to.includes(address) && email.subject.startsWith('Improve '),
  )

describe('the Improve figures and weekly digest', () => {
  let admin: Client
  let workspace: Workspace
  let figuresPath = ''

  it('charts the day’s shares of answers given, declined and thumbed down, and the top open groups', async () => {
    admin = await signUp(platform, ada)
    workspace = await createWorkspace(admin, 'Shipkite Figures')
    figuresPath = `/organizations/${workspace.organizationId}/projects/${workspace.projectId}/improvement-figures`
    const assistant = await deployEmbeddedAssistant(
      platform.apiUrl,
      admin,
      workspace.versionPath,
      pairs,
      'https://shop.example.com',
    )
    // Four answers: two declines of one question in two wordings, one answer thumbed down, one liked.
    await assistant.ask('visitor-1', payWithCrypto[0] as string)
    await assistant.ask('visitor-2', payWithCrypto[1] as string)
    const disliked = await assistant.ask('visitor-3', thumbedDown.prompt)
    expect(disliked.assistantMessage).toBe(thumbedDown.completion)
    await assistant.rate(disliked, 'visitor-3', 'down')
    const good = await assistant.ask('visitor-4', liked.prompt)
    await assistant.rate(good, 'visitor-4', 'up')
    await platform.tableStreamCaughtUp()

    const figures = await admin.get<ImprovementFigures>(`${figuresPath}?days=7`)
    expect(figures.status).toBe(200)
    expect(figures.data.days).toHaveLength(7)
    expect(figures.data.days.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      answers: 4,
      answered: 2,
      declined: 2,
      thumbsDown: 1,
      answeredShare: 0.5,
      declinedShare: 0.5,
      thumbsDownShare: 0.25,
      answersAdded: 0,
    })
    expect(figures.data.days.slice(0, -1).every((day) => day.answers === 0 && day.answeredShare === null)).toBe(true)
    expect(figures.data.topGroups.map((group) => [group.question, group.endUserCount, group.versionName])).toEqual([
      [payWithCrypto[0], 2, expect.any(String)],
      [thumbedDown.prompt, 1, expect.any(String)],
    ])
    expect(figures.data).toMatchObject({ openGroupCount: 2, answersAdded: 0 })
  }, 400_000)

  it('emails the top open groups once a week to the admins who did not unsubscribe, never twice', async () => {
    const invited = await admin.post(`/organizations/${workspace.organizationId}/users/invite`, {
      users: [
        { email: bob, role: 'admin' },
        { email: carol, role: 'viewer' },
      ],
    })
    expect(invited.status).toBe(200)
    for (const person of [bob, carol]) {
      const token = invitationTokenFrom(await waitForEmail(platform.mailboxUrl, person))
      const accepted = await createApiClient(platform.apiUrl).post('/auth/verify-invite', {
        token,
        name: 'Invited',
        password,
      })
      expect(accepted.status).toBe(200)
    }
    const left = await createApiClient(platform.apiUrl).post('/emails/unsubscribe', {
      topic: 'improvement-digests',
      code: unsubscribeCodeFor('improvement-digests', bob),
    })
    expect(left.data).toMatchObject({ topic: 'improvement-digests', subscribed: false })

    expect(await sendImprovementDigests()).toEqual({ projects: 1, sent: 1, skipped: 1 })
    // A doubled tick or a redelivered event of the same week sends nothing.
    expect(await sendImprovementDigests()).toEqual({ projects: 0, sent: 0, skipped: 0 })
    const [digest, ...more] = await digestsTo(ada)
    expect(more).toEqual([])
    expect(digest?.subject).toBe('Improve Help assistant: 2 questions left unanswered')
    expect(digest?.body.text).toContain(`“${payWithCrypto[0]}” — 2 end users, 2 times`)
    expect(digest?.body.text).toContain(`“${thumbedDown.prompt}” — 1 end user, 1 time`)
    expect(digest?.body.text).toContain(improveAreaPath)
    expect(await digestsTo(bob)).toEqual([])
    expect(await digestsTo(carol)).toEqual([])

    // The digest's own link unsubscribes its reader.
    const code = decodeURIComponent(
      /unsubscribe\/improvement-digests\/\?code=(\S+)/.exec(digest?.body.text ?? '')?.[1] ?? '',
    )
    const unsubscribed = await createApiClient(platform.apiUrl).post('/emails/unsubscribe', {
      topic: 'improvement-digests',
      code,
    })
    expect(unsubscribed.data).toMatchObject({ topic: 'improvement-digests', subscribed: false })
    await createApiClient(platform.apiUrl).post('/emails/subscribe', { topic: 'improvement-digests', code })
  })

  it('counts an answer from the inbox, and sends no digest once no group is open', async () => {
    const base = workspace.versionPath
    const next = await admin.post<{ version: { id: string } }>(`${base}/new`, { version: 'Next' })
    const { items } = (await admin.get<{ items: ImprovementGroup[] }>(`${base}/improvement-groups`)).data
    const crypto = items.find((group) => group.question === payWithCrypto[0]) as ImprovementGroup
    const answered = await admin.post(`${base}/improvement-groups/${crypto.id}/actions`, {
      action: 'answer',
      completion: 'Not yet: Shipkite takes cards and bank transfers.',
      targetVersionId: next.data.version.id,
    })
    expect(answered.status).toBe(200)
    const figures = (await admin.get<ImprovementFigures>(figuresPath)).data
    expect(figures).toMatchObject({ openGroupCount: 1, answersAdded: 1 })
    expect(figures.days.at(-1)?.answersAdded).toBe(1)

    for (const group of items.filter((item) => item.id !== crypto.id)) {
      expect((await admin.post(`${base}/improvement-groups/${group.id}/actions`, { action: 'dismiss' })).status).toBe(
        200,
      )
    }
    const nextWeek = new Date(Date.now() + 7 * 86_400_000)
    expect(await sendImprovementDigests(nextWeek)).toEqual({ projects: 0, sent: 0, skipped: 0 })
    expect(await digestsTo(ada)).toHaveLength(1)
  })
})
