import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { knowledgeOfSources } from '@platform/functions/domains/knowledge/index'
import { resyncDueSources } from '@platform/functions/domains/sources/index'
import type { UrlSource } from '@platform/shared/contracts/sources'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { createApiClient } from './support/api-client.ts'

/**
 * Issue 15's per-link re-sync: a link set to daily re-sync is fetched again by the scheduled job; only a page whose
 * text changed regenerates its knowledge, and each link shows when it was last synced.
 */

const pages: Record<string, string> = {}
const page = (question: string, answer: string) =>
  `<!doctype html><html lang="en"><head><title>Returns</title></head><body><main><h1>Returns</h1>` +
  `<h3>${question}</h3><p>${answer}</p></main></body></html>`

let platform: LocalPlatform
let site: Server
let siteUrl = ''

beforeAll(async () => {
  process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
  delete process.env.MODEL_PROVIDER_BASE_URL
  site = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://site').pathname]
    if (body === undefined) response.writeHead(404).end('Not found')
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
  await new Promise((resolve) => site?.close(resolve))
})

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 600)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('per-link re-sync of data sources', () => {
  it('re-fetches a daily link on schedule and regenerates knowledge only for the page that changed', async () => {
    pages['/returns.html'] = page('How long do I have to return an order?', 'You have 30 days to return an order.')
    pages['/shipping.html'] = page('How long does shipping take?', 'Shipping takes three to five working days.')
    const client = createApiClient(platform.apiUrl)
    await client.post('/auth/signup', { email: 'sync@example.com', password: 'correct horse 42', name: 'Sam Sync' })
    const code = codeFrom(await waitForEmail(platform.mailboxUrl, 'sync@example.com', /verification code/))
    await client.post('/auth/verify-email', { email: 'sync@example.com', code })
    const organizationId = (await client.post<{ id: string }>('/organizations', { name: 'Resync' })).data.id
    const project = await client.post<{ id: string; latestVersionId: string }>(
      `/organizations/${organizationId}/projects`,
      { name: 'Help' },
    )
    const version = `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
    for (const path of ['/returns.html', '/shipping.html']) {
      expect((await client.post(`${version}/urls`, { url: `${siteUrl}${path}` })).status).toBe(200)
    }
    const listUrls = async () => (await client.get<UrlSource[]>(`${version}/urls`)).data
    const knowledgeText = async () =>
      JSON.stringify((await client.get<{ items: unknown[] }>(`${version}/knowledge?limit=50`)).data.items)
    const ready = await waitFor(listUrls, (list) => list.every((url) => url.status === 'ready'), 'the two links')
    expect(ready.map((url) => [url.resync, url.lastSyncedAt])).toEqual([
      ['off', null],
      ['off', null],
    ])
    expect(await knowledgeText()).toContain('30 days')

    for (const url of ready) {
      const set = await client.put<UrlSource>(`${version}/urls/${url.id}/resync`, { frequency: 'daily' })
      expect(set.data).toMatchObject({ resync: 'daily', lastSyncedAt: null })
    }
    const invalid = await client.put(`${version}/urls/${ready[0]?.id}/resync`, { frequency: 'hourly' })
    expect(invalid.errorCodes).toEqual(['VALIDATION_FAILED'])

    // Not due yet: nothing is fetched.
    expect(await resyncDueSources(knowledgeOfSources)).toEqual({ checked: 0, changed: 0 })
    pages['/returns.html'] = page('How long do I have to return an order?', 'You have 60 days to return an order.')
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000)
    expect(await resyncDueSources(knowledgeOfSources, tomorrow)).toEqual({ checked: 2, changed: 1 })
    // Run again at the same time: both links were moved to the next day.
    expect(await resyncDueSources(knowledgeOfSources, tomorrow)).toEqual({ checked: 0, changed: 0 })

    await waitFor(knowledgeText, (text) => text.includes('60 days'), 'the regenerated knowledge')
    const text = await knowledgeText()
    expect(text).not.toContain('30 days')
    expect(text).toContain('three to five working days')
    const synced = await waitFor(listUrls, (list) => list.every((url) => url.status === 'ready'), 'the re-synced links')
    for (const url of synced) expect(url.lastSyncedAt).toBe(tomorrow.toISOString())
    expect(synced.every((url) => url.knowledgeCount > 0)).toBe(true)

    const off = await client.put<UrlSource>(`${version}/urls/${ready[1]?.id}/resync`, { frequency: 'off' })
    expect(off.data.resync).toBe('off')
    const dayAfter = new Date(tomorrow.getTime() + 86_400_000 + 60_000)
    expect(await resyncDueSources(knowledgeOfSources, dayAfter)).toEqual({ checked: 1, changed: 0 })
  })
})
