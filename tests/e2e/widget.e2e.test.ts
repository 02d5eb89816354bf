import { AxeBuilder } from '@axe-core/playwright'
import type { ApiKey, ChatMessageRecord, RecentChat } from '@platform/shared/contracts/deployment'
import type { Model } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import type { FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { createApiClient } from '../integration/support/api-client.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { browserForThisFile } from './support/browser.ts'
import { proxySecret, startWidgetHost, type WidgetHost } from './support/widget-host.ts'

/*
 * Issue 11's "done when": a customer's page on another origin embeds the widget with an embed id of a model
 * trained in local mode, and a visitor opens it, chats (streamed), runs a suggested action and a client-side
 * tool call, expands it, switches colour scheme, reloads into the same conversation; foreign-origin messages and
 * a reply carrying HTML run nothing; a proxy provider signs the user id for its backend; axe finds nothing
 * serious or critical.
 */

// Enough pairs for the engine to calibrate its refusal threshold (as the deployment journeys do).
const entries = shipkiteHelpCenter.slice(0, 12)
const firstEntry = entries[0] as (typeof entries)[number]
const trackingQuestion = 'What is the status of my shipment with tracking number 1Z999AA10123456784?'
const xssQuestion = 'How do I embed the Shipkite logo image in my packing slips?'
const xssAnswer = "Here it is: <img src=x onerror=\"window.parent.postMessage('xss', '*'); window.xssRan = true\">"

const platform = inject('sharedPlatform')
const browser = browserForThisFile()
let host: WidgetHost
let apiKey: ApiKey
let otherSiteKey: ApiKey
/** The assistant's owner in the console, to see what the widget recorded. */
let owner: { client: ReturnType<typeof createApiClient>; base: string; modelId: string }

async function waitForTraining(client: ReturnType<typeof createApiClient>, path: string): Promise<Training> {
  for (;;) {
    // A poll can meet a connection the busy gateway reset; the next poll asks again.
    const data = await client.get<Training>(path).then(
      (answer) => answer.data,
      () => null,
    )
    if (data && ['succeeded', 'failed', 'cancelled'].includes(data.status)) return data
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Signs up, trains a small assistant on the help-centre fixture and creates a key allowed on 127.0.0.1 (and one not). */
async function trainAndDeploy() {
  const client = createApiClient(platform.apiUrl)
  const email = `widget-owner-${Date.now()}@example.com`
  await client.post('/auth/signup', { email, password: 'correct horse 42', name: 'Ada Widget' })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  await client.post('/auth/verify-email', { email, code })
  const organizationId = (await client.post<{ id: string }>('/organizations', { name: 'North Shop' })).data.id
  const project = await client.post<{ id: string; latestVersionId: string }>(
    `/organizations/${organizationId}/projects`,
    { name: 'Shop help' },
  )
  const base = `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
  for (const entry of [...entries, { prompt: xssQuestion, completion: xssAnswer }]) {
    await client.post(`${base}/knowledge`, { prompt: entry.prompt, completion: entry.completion })
  }
  await client.post(`${base}/agent-functions`, {
    name: 'get_shipment_status',
    description: 'Look up the current status of a shipment by its tracking number.',
    parameters: {
      type: 'object',
      properties: { trackingNumber: { type: 'string', description: 'The carrier tracking number' } },
      required: ['trackingNumber'],
    },
  })
  const started = await client.post<{ training: Training }>(`${base}/training`, {})
  const training = await waitForTraining(client, `${base}/training/${started.data.training.id}`)
  expect(training.status).toBe('succeeded')
  const model = (await client.get<Model[]>(`${base}/models`)).data[0] as Model
  const created = await client.post<{ apiKey: ApiKey }>(`${base}/models/api-keys`, {
    modelId: model.id,
    name: 'North Shop site',
    ragEnabled: false,
    allowedDomains: ['127.0.0.1'],
  })
  // A key for another site: its chat page must not be framed by the host page on 127.0.0.1.
  const elsewhere = await client.post<{ apiKey: ApiKey }>(`${base}/models/api-keys`, {
    modelId: model.id,
    name: 'Another site',
    allowedDomains: ['shop.example.com'],
  })
  return {
    apiKey: created.data.apiKey,
    otherSiteKey: elsewhere.data.apiKey,
    owner: { client, base, modelId: model.id },
  }
}

function embedConfig(embedId: string): string {
  return `{
    embedId: ${JSON.stringify(embedId)},
    chatWindow: {
      title: 'North Shop help',
      welcomeMessage: {
        content: 'Hi! Ask me about **parcels**.',
        suggestedActions: [{ label: 'See pricing', action: 'openPricing' }, { label: 'Not on this page', action: 'missing' }],
      },
    },
    actionsMap: { openPricing: (args) => window.hostActions.push('openPricing'), broken: 42 },
    functionsMap: {
      get_shipment_status: (args) => {
        window.hostFunctionCalls.push(args)
        return { message: 'Delivered to the front desk on Monday.' }
      },
    },
  }`
}

function proxyConfig(secret: string): string {
  return `{
    chatProvider: {
      userId: 'customer-42',
      proxy: {
        listSessions: { url: '/proxy/users/{userId}/sessions' },
        listSessionMessages: { url: '/proxy/users/{userId}/sessions/{sessionId}' },
        sendMessage: { url: '/proxy/users/{userId}/chat', method: 'POST', headers: { 'x-shop': 'north' } },
      },
    },
    sharedSecret: { secret: ${JSON.stringify(secret)}, placement: 'header', keyName: 'x-signature' },
    chatWindow: { title: 'Proxy help' },
  }`
}

beforeAll(async () => {
  ;({ apiKey, otherSiteKey, owner } = await trainAndDeploy())
  host = await startWidgetHost({
    widgetScriptUrl: `${platform.url}/widget/widget.js`,
    pages: {
      '/': embedConfig(apiKey.embedId),
      '/other-site.html': embedConfig(otherSiteKey.embedId),
      '/proxy.html': proxyConfig(proxySecret),
      '/proxy-wrong-secret.html': proxyConfig('not-the-secret'),
    },
  })
  // Training a model on a machine shared with other test runs takes a while.
}, 360_000)

afterAll(async () => {
  await host?.stop()
})

const chat = (page: Page): FrameLocator => page.frameLocator('iframe[title$=" chat"]')

async function openWidget(page: Page, label: string) {
  await page.getByRole('button', { name: `Open ${label}` }).click()
  await page.locator('iframe[title$=" chat"]').waitFor({ state: 'visible' })
}

async function send(page: Page, text: string) {
  const input = chat(page).getByRole('textbox', { name: 'Message' })
  await input.fill(text)
  await input.press('Enter')
}

/** Reads or runs something on the page; the tests' TypeScript has no DOM types, so it is written as a string. */
const onPage = <T>(page: Page, expression: string) => page.evaluate(expression) as Promise<T>

const assistantTexts = (page: Page) => chat(page).locator('.message--assistant:not(.message--pending) .message__bubble')

describe('chat widget on a customer page', () => {
  let page: Page

  it('is hidden until the launcher opens it at 400x704', async () => {
    // A page of its own context: the accessibility scan needs one.
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await page.goto(host.url)
    const frame = page.locator('iframe[title="North Shop help chat"]')
    await expect.poll(() => frame.isVisible()).toBe(false)
    await openWidget(page, 'North Shop help')
    const box = await frame.boundingBox()
    expect(box && [box.width, box.height]).toEqual([400, 704])
    await expect
      .poll(() => chat(page).locator('.message--welcome').textContent())
      .toContain('Hi! Ask me about parcels.')
    // Only the action the page configured is offered.
    expect(await chat(page).locator('.message--welcome .chip').allTextContents()).toEqual(['See pricing'])
  })

  it('sends a message and shows the trained answer, streamed', async () => {
    const streamed = page.waitForResponse(
      (response) => response.url().endsWith('/api/embed/v1/chat') && response.request().method() === 'POST',
    )
    await send(page, firstEntry.prompt)
    const response = await streamed
    expect(response.request().headers().accept).toBe('text/event-stream')
    expect(response.headers()['content-type']).toContain('text/event-stream')
    await expect
      .poll(() => assistantTexts(page).last().textContent(), { timeout: 20_000 })
      .toContain(firstEntry.completion.slice(0, 40))
  })

  it('sends thumbs to the embed service, where the console transcript shows them', async () => {
    const answer = chat(page).locator('.message--assistant').last()
    await answer.getByRole('button', { name: 'Helpful answer', exact: true }).click()
    await expect.poll(() => answer.getByRole('status').textContent()).toBe('Thanks for your feedback')
    const transcriptFeedback = async () => {
      const recent = await owner.client.post<RecentChat[]>(`${owner.base}/models/chats/recent`, {
        modelId: owner.modelId,
      })
      const chatId = recent.data[0]?.id
      const messages = await owner.client.post<ChatMessageRecord[]>(`${owner.base}/models/chats/recent/messages`, {
        modelId: owner.modelId,
        chatId,
      })
      return messages.data.filter((message) => message.sender === 'ASSISTANT').map((message) => message.feedback)
    }
    await expect.poll(transcriptFeedback).toEqual(['up'])
    // A second click takes it back, there too.
    await answer.getByRole('button', { name: 'Helpful answer', exact: true }).click()
    await expect.poll(transcriptFeedback).toEqual([null])
  })

  it('runs a suggested action on the host page', async () => {
    await chat(page).getByRole('button', { name: 'See pricing' }).click()
    await expect.poll(() => onPage<string[]>(page, 'window.hostActions')).toEqual(['openPricing'])
  })

  it('runs the assistant’s tool call on the host page and sends the result back', async () => {
    await send(page, trackingQuestion)
    await expect
      .poll(() => assistantTexts(page).last().textContent(), { timeout: 20_000 })
      .toContain('Delivered to the front desk on Monday.')
    const calls = await onPage<unknown[]>(page, 'window.hostFunctionCalls')
    expect(calls).toEqual([{ trackingNumber: '1Z999AA10123456784' }])
  })

  it('expands to 688 px by the viewport height minus 48 px, and switches colour scheme', async () => {
    await chat(page).getByRole('button', { name: 'Expand chat' }).click()
    const frame = page.locator('iframe[title="North Shop help chat"]')
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(688)
    expect((await frame.boundingBox())?.height).toBe(900 - 48)
    await chat(page).getByRole('button', { name: 'Shrink chat' }).click()
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(400)

    const scheme = () => chat(page).locator('html').getAttribute('data-color-scheme')
    await onPage(page, "AssistantWidget.toggleColorScheme('dark')")
    await expect.poll(scheme).toBe('dark')
    await onPage(page, "AssistantWidget.toggleColorScheme('sepia')")
    expect(await onPage<string[]>(page, 'window.widgetErrors')).toContain('Colour scheme must be light or dark.')
    expect(await scheme()).toBe('dark')
  })

  it('ignores widget messages posted from a foreign origin, both ways', async () => {
    await onPage(page, "AssistantWidget.toggleColorScheme('light')")
    const scheme = () => chat(page).locator('html').getAttribute('data-color-scheme')
    await expect.poll(scheme).toBe('light')
    // The host page and the chat's frame each note the foreign page's last message, sent after the forged ones.
    const chatFrame = page.frames().find((candidate) => candidate.url().includes('/api/embed/v1/chat-page/'))
    expect(chatFrame).toBeDefined()
    const noteLastMessage =
      "window.addEventListener('message', (event) => { if (event.data === 'forged messages sent') window.forgedMessagesArrived = true })"
    await onPage(page, noteLastMessage)
    await chatFrame?.evaluate(noteLastMessage)
    await onPage(page, "document.getElementById('foreign').contentWindow.postMessage('attack', '*')")
    // Once both have had the forged messages, nothing moved: no action, still open, still light.
    await expect.poll(() => onPage(page, 'window.forgedMessagesArrived')).toBe(true)
    await expect.poll(() => chatFrame?.evaluate('window.forgedMessagesArrived')).toBe(true)
    expect(await onPage<string[]>(page, 'window.hostActions')).toEqual(['openPricing'])
    expect(await page.locator('iframe[title="North Shop help chat"]').isVisible()).toBe(true)
    expect(await scheme()).toBe('light')
    expect(await chat(page).getByRole('heading', { level: 1 }).textContent()).toBe('North Shop help')
  })

  it('shows a reply carrying HTML as text and runs none of it', async () => {
    await send(page, xssQuestion)
    await expect
      .poll(() => assistantTexts(page).last().textContent(), { timeout: 20_000 })
      .toContain('<img src=x onerror=')
    expect(await chat(page).locator('.message__bubble img').count()).toBe(0)
    const frame = page.frames().find((candidate) => candidate.url().includes('/api/embed/v1/chat-page/'))
    expect(frame).toBeDefined()
    expect(await frame?.evaluate('window.xssRan')).toBeUndefined()
    expect(await frame?.evaluate("document.getElementById('app') !== null")).toBe(true)
  })

  it('has no serious or critical accessibility violations with the chat open', async () => {
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([])
  })

  it('finds the conversation again after a reload', async () => {
    await page.reload()
    await openWidget(page, 'North Shop help')
    await expect
      .poll(() => chat(page).locator('.message--user').allTextContents(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining(firstEntry.prompt)]))
    await page.close()
  })
})

describe('chat page of a key', () => {
  it('sends frame-ancestors with the key’s allowed domains, so only those sites can frame it', async () => {
    const answer = await fetch(`${platform.apiUrl}/embed/v1/chat-page/${apiKey.embedId}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/html')
    expect(answer.headers.get('content-security-policy')).toBe('frame-ancestors https://127.0.0.1:* http://127.0.0.1:*')
    expect(answer.headers.get('x-frame-options')).toBeNull()
    expect(await answer.text()).toContain('<div id="app"></div>')
    const other = await fetch(`${platform.apiUrl}/embed/v1/chat-page/${otherSiteKey.embedId}`)
    expect(other.headers.get('content-security-policy')).toBe(
      'frame-ancestors https://shop.example.com:* http://shop.example.com:*',
    )
    expect((await fetch(`${platform.apiUrl}/embed/v1/chat-page/emb_00000000000000000000`)).status).toBe(401)

    // The host page on 127.0.0.1 with the other site's key: the browser refuses to show its chat window.
    const page = await browser.newPage()
    const refusals: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text())
    })
    await page.goto(`${host.url}/other-site.html`)
    await openWidget(page, 'North Shop help')
    await expect.poll(() => refusals.length, { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await chat(page).getByRole('textbox', { name: 'Message' }).count()).toBe(0)
    await page.close()
  })
})

describe('proxy provider', () => {
  it('signs the user id for the customer’s backend, which answers', async () => {
    const page = await browser.newPage()
    await page.goto(`${host.url}/proxy.html`)
    await openWidget(page, 'Proxy help')
    await send(page, 'Where is my order?')
    await expect
      .poll(() => assistantTexts(page).last().textContent(), { timeout: 20_000 })
      .toContain('Proxy answer to: Where is my order?')
    const sent = host.proxyCalls.filter((call) => call.path === '/proxy/users/customer-42/chat')
    expect(sent.at(-1)).toMatchObject({
      signed: true,
      body: { identifier: 'customer-42', message: 'Where is my order?', new: true, markdown: true },
    })
    await page.close()
  })

  it('shows the SDK error when the backend rejects a wrong signature', async () => {
    const page = await browser.newPage()
    await page.goto(`${host.url}/proxy-wrong-secret.html`)
    await openWidget(page, 'Proxy help')
    await expect.poll(() => chat(page).getByRole('alert').textContent()).toBe('Failed to list sessions')
    await send(page, 'Hello?')
    await expect.poll(() => chat(page).getByRole('alert').textContent()).toBe('Failed to send message')
    expect(host.proxyCalls.some((call) => !call.signed)).toBe(true)
    await page.close()
  })
})

describe('widget builder', () => {
  it('previews the real widget with the chosen key, offers the snippet and has no floating assistant', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await page.goto(`${platform.url}/widget/builder/`)
    await page.getByRole('heading', { name: 'Widget builder', level: 1 }).waitFor()
    expect(await page.getByRole('button', { name: 'Open assistant' }).count()).toBe(0)

    await page.getByLabel('Title', { exact: true }).fill('Builder preview')
    await page.getByLabel('Embed id', { exact: true }).fill(apiKey.embedId)
    await page.locator('iframe[title="Builder preview chat"]').waitFor({ state: 'visible', timeout: 20_000 })
    await send(page, firstEntry.prompt)
    await expect
      .poll(() => assistantTexts(page).last().textContent(), { timeout: 20_000 })
      .toContain(firstEntry.completion.slice(0, 40))

    const snippet = await page.getByLabel('Embed snippet').textContent()
    expect(snippet).toContain(`<script src="${platform.url}/widget/widget.js"></script>`)
    expect(snippet).toContain(`"embedId": "${apiKey.embedId}"`)

    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([])
    await page.close()
  })
})
