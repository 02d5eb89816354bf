import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { db } from '@platform/functions/data/database'
import { generateKnowledgeFromSources } from '@platform/functions/domains/knowledge/generate-knowledge-from-sources'
import { usageOf } from '@platform/functions/domains/organizations/usage'
import { freezeVersion } from '@platform/functions/domains/projects/freeze-version'
import { createLogger } from '@platform/functions/platform/logger'
import type {
  KnowledgeExport,
  KnowledgeImport,
  KnowledgeItem,
  KnowledgePage,
} from '@platform/shared/contracts/knowledge'
import type { FileSource, NestedUrlSearch, UrlSource } from '@platform/shared/contracts/sources'
import { load } from 'cheerio/slim'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { documentationSiteFolder, startDocumentationSite } from '../support/documentation-site.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { createApiClient } from './support/api-client.ts'

type Client = ReturnType<typeof createApiClient>

let platform: LocalPlatform
let site: Awaited<ReturnType<typeof startDocumentationSite>> | undefined
let siteUrl = ''
/** A port nothing listens on (taken from a server that was closed), for an unreachable link. */
let closedPort = 0

beforeAll(async () => {
  // The test site runs on loopback, which sources refuse unless told otherwise; no model: the extractor runs.
  process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
  delete process.env.MODEL_PROVIDER_BASE_URL
  site = await startDocumentationSite()
  siteUrl = site.url
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  closedPort = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
  // Uploads, imports and crawls are in the `heavy` rate-limit class (burst 10): this file makes more from one
  // address and waited 2.1 s for the bucket each time. The limiter is gateway-parts.test.ts's.
  platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
  await site?.stop()
})

async function signUp(email: string): Promise<Client> {
  const client = createApiClient(platform.apiUrl)
  await client.post('/auth/signup', { email, password: 'correct horse 42', name: 'Grace Hopper' })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  expect((await client.post('/auth/verify-email', { email, code })).status).toBe(200)
  return client
}

/** A multipart upload the way a browser's FormData sends it, with the client's session cookie. */
async function upload<T>(client: Client, path: string, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  const response = await fetch(`${platform.apiUrl}${path}`, {
    method: 'POST',
    headers: { cookie: [...client.cookies].map(([cookieName, value]) => `${cookieName}=${value}`).join('; ') },
    body: form,
  })
  const body = (await response.json()) as { success: boolean; data?: T; errors?: Record<string, string> }
  return {
    status: response.status,
    data: body.data as T,
    errors: body.errors ?? {},
    errorCodes: Object.keys(body.errors ?? {}),
  }
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 800)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The visible text of a fixture page, whitespace collapsed: what generated answers must come from. */
function pageText(path: string): string {
  const $ = load(readFileSync(new URL(`.${path}`, documentationSiteFolder), 'utf8'))
  return $('body').text().replace(/\s+/g, ' ')
}

function download(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`downloads/${name}`, documentationSiteFolder)))
}

describe('data sources and knowledge', () => {
  let client: Client
  let organizationId = ''
  let projectId = ''
  let versionId = ''
  let nestedSearch: NestedUrlSearch | undefined
  let crawlSeconds = 0
  /** Versions of two more projects: one receives the export, one the files (each starts empty). */
  let roundTripVersion = ''
  let filesVersion = ''
  const version = () => `/organizations/${organizationId}/projects/${projectId}/versions/${versionId}`
  const createProject = async (name: string) => {
    const project = await client.post<{ id: string; versions: Array<{ id: string }> }>(
      `/organizations/${organizationId}/projects`,
      { name },
    )
    expect(project.status).toBe(200)
    return `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.versions[0]?.id}`
  }
  const page = (path: string) => `${siteUrl}${path}`
  const listUrls = async () => (await client.get<UrlSource[]>(`${version()}/urls`)).data
  const knowledge = async (query = '') => (await client.get<KnowledgePage>(`${version()}/knowledge${query}`)).data

  it('creates a project whose first version holds the sources', async () => {
    client = await signUp('grace@example.com')
    organizationId = (await client.post<{ id: string }>('/organizations', { name: 'Shipkite' })).data.id
    const project = await client.post<{ id: string; versions: Array<{ id: string }> }>(
      `/organizations/${organizationId}/projects`,
      { name: 'Help assistant' },
    )
    expect(project.status).toBe(200)
    projectId = project.data.id
    versionId = project.data.versions[0]?.id ?? ''
    expect(versionId).not.toBe('')
  })

  it('adds three links, normalizes and deduplicates them, and fetches each into knowledge', async () => {
    for (const path of ['/getting-started.html', '/faq.html', '/returns.html']) {
      const added = await client.post<{ added: UrlSource[]; jobId: string; message: string }>(`${version()}/urls`, {
        url: page(path),
      })
      expect(added.status).toBe(200)
      expect(added.data.added[0]).toMatchObject({ url: page(path), status: 'pending', knowledgeCount: 0 })
      expect(added.data.message).toBe('Link added for Q&A generation.')
    }
    const again = await client.post<{ added: UrlSource[]; alreadyAdded: string[]; jobId: null }>(`${version()}/urls`, {
      url: `${page('/faq.html')}#billing`,
    })
    expect(again.data).toMatchObject({ added: [], alreadyAdded: [page('/faq.html')], jobId: null })
    const invalid = await client.post(`${version()}/urls`, { url: 'ftp://example.com/file' })
    expect(invalid.errorCodes).toEqual(['VALIDATION_FAILED'])

    const urls = await waitFor(listUrls, (list) => list.every((url) => url.status !== 'pending'), 'three links')
    expect(urls).toHaveLength(3)
    for (const url of urls) {
      expect(url).toMatchObject({ status: 'ready', failureReason: null, contentType: 'text/html' })
      expect(url.knowledgeCount).toBeGreaterThan(0)
    }
    expect(urls.find((url) => url.url === page('/faq.html'))).toMatchObject({
      title: 'Frequently asked questions',
      knowledgeCount: 4,
    })
  })

  it('generates pairs whose completions come from the pages, with source and sourceKey set', async () => {
    const faq = await knowledge(`?source=url&sourceKey=${encodeURIComponent(page('/faq.html'))}&limit=100`)
    expect(faq.items.map((item) => item.prompt)).toEqual([
      'How do I reset my password?',
      'Can I invite my team?',
      'How am I billed for labels?',
      'Is there a monthly fee?',
    ])
    expect(faq.items[0]).toMatchObject({
      completion:
        'Click Forgot password on the login page and enter your email. We send a reset link that expires after one hour.',
      source: 'url',
      sourceKey: page('/faq.html'),
    })
    const all = await knowledge('?limit=100')
    for (const item of all.items) {
      const text = pageText(new URL(item.sourceKey ?? '').pathname)
      // The end of every answer is taken from its page as written.
      expect(text, item.prompt).toContain(item.completion.replace(/\s+/g, ' ').slice(-40).replace(/\.$/, ''))
    }
  })

  it('finds the linked pages with a nested-URL search, within the depth limit and not where robots.txt forbids', async () => {
    const started = Date.now()
    const search = await client.post<NestedUrlSearch>(`${version()}/urls/nested`, { url: page('/index.html') })
    expect(search.data).toMatchObject({ url: page('/index.html'), urls: [] })
    expect(['queued', 'running']).toContain(search.data.status)
    nestedSearch = await waitFor(
      async () => (await client.get<NestedUrlSearch[]>(`${version()}/urls/nested`)).data[0] as NestedUrlSearch,
      (value) => value.status === 'succeeded' || value.status === 'failed',
      'the nested-URL search',
    )
    crawlSeconds = (Date.now() - started) / 1000
    expect(nestedSearch.status).toBe('succeeded')
    expect(nestedSearch.urls.map((url) => [url.url.replace(siteUrl, ''), url.kind, url.depth])).toEqual([
      ['/index.html', 'page', 0],
      ['/downloads/customs-guide.pdf', 'document', 1],
      ['/downloads/packaging-guide.docx', 'document', 1],
      ['/faq.html', 'page', 1],
      ['/getting-started.html', 'page', 1],
      ['/glossary.html', 'page', 1],
      ['/guides/tracking.html', 'page', 1],
      ['/legal/terms.html', 'page', 1],
      ['/returns.html', 'page', 1],
      ['/shipping-labels.html', 'page', 1],
      ['/guides/advanced/webhooks.html', 'page', 2],
      ['/guides/advanced/deep/limits.html', 'page', 3],
    ])
    expect(nestedSearch).toMatchObject({ found: 12, disallowedByRobots: 1, stoppedReason: null, failureReason: null })
    // Every link was checked before it is offered: the footer's dead link failed with the site's answer, the
    // documents (never crawled) answered their check.
    const statusOf = (path: string) => nestedSearch?.urls.find((url) => url.url === page(path))
    expect(statusOf('/legal/terms.html')).toMatchObject({
      linkStatus: 'failed',
      problem: 'The site answered 404 Not Found.',
    })
    expect(statusOf('/downloads/customs-guide.pdf')?.linkStatus).toBe('reachable')
    expect(nestedSearch.urls.filter((url) => url.linkStatus === 'reachable')).toHaveLength(11)
    // A retry checks again and records the answer; removing drops the failed link from the search.
    const searchPath = `${version()}/urls/nested/${nestedSearch.id}`
    const retried = await client.post<NestedUrlSearch>(`${searchPath}/check`, { urls: [page('/legal/terms.html')] })
    expect(retried.data.urls.find((url) => url.url === page('/legal/terms.html'))?.linkStatus).toBe('failed')
    expect((await client.post(`${searchPath}/check`, { urls: [] })).errorCodes).toEqual(['VALIDATION_FAILED'])
    const removed = await client.put<NestedUrlSearch>(`${searchPath}/links`, { urls: [page('/legal/terms.html')] })
    expect(removed.data).toMatchObject({ found: 11 })
    expect(removed.data.urls.some((url) => url.url === page('/legal/terms.html'))).toBe(false)
    const listed = (await client.get<NestedUrlSearch[]>(`${version()}/urls/nested`)).data[0]
    expect(listed?.urls).toHaveLength(11)
    nestedSearch = listed as NestedUrlSearch
    expect(nestedSearch.urls.find((url) => url.url.endsWith('/glossary.html'))?.title).toBe('Glossary')
    // Depth 4 is beyond the limit; the private page was never requested; the footer's broken link was tried.
    expect(site?.requests).not.toContain('/guides/advanced/deep/deeper/legacy-limits.html')
    expect(site?.requests).not.toContain('/private/internal-notes.html')
    expect(site?.requests).toContain('/robots.txt')
    expect(nestedSearch.crawled).toBe(10)
  })

  it('adds links chosen from the search; unreachable, missing and unsupported ones fail alone with a reason', async () => {
    const chosen = [
      '/glossary.html',
      '/shipping-labels.html',
      '/downloads/customs-guide.pdf',
      '/downloads/packaging-guide.docx',
    ]
    const added = await client.post<{ added: UrlSource[]; alreadyAdded: string[]; message: string }>(
      `${version()}/urls/multiple`,
      {
        urls: [
          ...chosen.map(page),
          page('/faq.html'),
          page('/missing.html'),
          page('/logo.png'),
          `http://127.0.0.1:${closedPort}/down.html`,
        ],
        nestedUrlJobId: nestedSearch?.id,
      },
    )
    expect(added.data.added).toHaveLength(7)
    expect(added.data.alreadyAdded).toEqual([page('/faq.html')])
    expect(added.data.message).toBe('Links added for Q&A generation.')
    expect(added.data.added[0]?.nestedUrlJobId).toBe(nestedSearch?.id)
    const unknownSearch = await client.post(`${version()}/urls/multiple`, {
      urls: [page('/a.html')],
      nestedUrlJobId: 'nope',
    })
    expect(unknownSearch.errorCodes).toEqual(['NOT_FOUND'])

    const urls = await waitFor(listUrls, (list) => list.every((url) => url.status !== 'pending'), 'the chosen links')
    const byPath = new Map(urls.map((url) => [url.url.replace(siteUrl, ''), url]))
    expect(byPath.get('/missing.html')).toMatchObject({
      status: 'failed',
      failureReason: 'The site answered 404 Not Found.',
    })
    expect(byPath.get('/logo.png')?.failureReason).toMatch(/is not a supported type \(image\/png\)/)
    expect(urls.find((url) => url.url.startsWith(`http://127.0.0.1:${closedPort}/`))?.failureReason).toBe(
      `127.0.0.1:${closedPort} refused the connection.`,
    )
    for (const path of chosen) expect(byPath.get(path)).toMatchObject({ status: 'ready', failureReason: null })
    expect(byPath.get('/downloads/customs-guide.pdf')).toMatchObject({
      contentType: 'application/pdf',
      knowledgeCount: 4,
    })
    const pdfPairs = await knowledge(`?sourceKey=${encodeURIComponent(page('/downloads/customs-guide.pdf'))}&limit=10`)
    expect(pdfPairs.items.map((item) => item.prompt)).toContain('What are HS codes in Shipkite?')
  })

  it('searches and pages the knowledge list with the spec defaults', async () => {
    const first = await knowledge()
    expect(first).toMatchObject({ page: 1, limit: 5 })
    expect(first.items).toHaveLength(5)
    expect(first.items.map((item) => item.idx)).toEqual([0, 1, 2, 3, 4])
    const second = await knowledge('?page=2')
    expect(second.items.map((item) => item.idx)).toEqual([5, 6, 7, 8, 9])
    expect(second.total).toBe(first.total)
    const everything = await knowledge('?limit=100')
    expect(everything.items).toHaveLength(first.total)
    expect(new Set(everything.items.map((item) => item.id)).size).toBe(first.total)
    expect(second.items.map((item) => item.id)).toEqual(everything.items.slice(5, 10).map((item) => item.id))
    const lastPage = Math.ceil(first.total / 5)
    expect((await knowledge(`?page=${lastPage}`)).items.length).toBe(first.total - (lastPage - 1) * 5)
    expect((await knowledge(`?page=${lastPage + 1}`)).items).toEqual([])

    const thermal = await knowledge('?search=THERMAL%20printer')
    // One pair per answer: the other wording of the question is its alternative.
    expect(thermal.total).toBe(1)
    expect(thermal.items[0]).toMatchObject({
      prompt: 'How do I print on a thermal printer?',
      alternativePrompts: ['What are the steps to print on a thermal printer?'],
      source: 'url',
    })
    expect(thermal.items[0]?.idx).toBe(everything.items.findIndex((item) => item.prompt === thermal.items[0]?.prompt))
    const labels = await knowledge('?search=label&limit=3&page=2')
    expect(labels.items.every((item) => `${item.prompt} ${item.completion}`.toLowerCase().includes('label'))).toBe(true)
    expect((await knowledge('?source=manual')).total).toBe(0)
    expect((await client.get(`${version()}/knowledge?limit=500`)).errorCodes).toEqual(['VALIDATION_FAILED'])
  })

  it('adds, edits by idx and by id, and deletes pairs by hand', async () => {
    const created = await client.post<{ item: KnowledgeItem; message: string }>(`${version()}/knowledge`, {
      prompt: 'Do you ship to Norway?',
      completion: 'Yes, with DHL Express and UPS.',
    })
    expect(created.data).toMatchObject({
      item: { idx: 0, source: 'manual', sourceKey: null },
      message: 'Knowledge added.',
    })
    const duplicate = await client.post(`${version()}/knowledge`, {
      prompt: 'do you ship to norway',
      completion: 'No.',
    })
    expect(duplicate.body).toEqual({
      success: false,
      errors: { VALIDATION_FAILED: 'prompt: This prompt is already in the knowledge of this version.' },
    })
    expect((await client.post(`${version()}/knowledge`, { prompt: '  ', completion: 'x' })).errorCodes).toEqual([
      'VALIDATION_FAILED',
    ])

    const stale = await client.put(`${version()}/knowledge`, {
      idx: 1,
      oldPrompt: 'Do you ship to Norway?',
      prompt: 'Do you ship to Sweden?',
      completion: 'Yes.',
    })
    expect(stale.errorCodes).toEqual(['NOT_FOUND'])
    const byIdx = await client.put<{ item: KnowledgeItem }>(`${version()}/knowledge`, {
      idx: 0,
      oldPrompt: 'Do you ship to Norway?',
      prompt: 'Do you ship to Norway and Sweden?',
      completion: 'Yes, with DHL Express and UPS.',
    })
    expect(byIdx.data.item).toMatchObject({
      id: created.data.item.id,
      idx: 0,
      prompt: 'Do you ship to Norway and Sweden?',
    })
    const byId = await client.put<{ item: KnowledgeItem }>(`${version()}/knowledge`, {
      id: created.data.item.id,
      prompt: 'Do you ship to Norway and Sweden?',
      completion: 'Yes, with DHL Express and UPS, in two to three days.',
    })
    expect(byId.data.item.completion).toBe('Yes, with DHL Express and UPS, in two to three days.')
    const clash = await client.put(`${version()}/knowledge`, {
      id: created.data.item.id,
      prompt: 'How do I void a label?',
      completion: 'x',
    })
    expect(clash.errorCodes).toEqual(['VALIDATION_FAILED'])
    expect((await knowledge('?source=manual')).total).toBe(1)

    // Alternative questions: optional, replaced when sent, kept when an edit leaves them out (a client of the
    // spec's fields only), refused when repeated.
    expect(byId.data.item.alternativePrompts).toEqual([])
    const withAlternatives = await client.put<{ item: KnowledgeItem }>(`${version()}/knowledge`, {
      id: created.data.item.id,
      prompt: 'Do you ship to Norway and Sweden?',
      alternativePrompts: ['Can I send parcels to Oslo?', 'do you ship to norway and sweden'],
      completion: 'Yes, with DHL Express and UPS, in two to three days.',
    })
    expect(withAlternatives.data.item.alternativePrompts).toEqual(['Can I send parcels to Oslo?'])
    const keptAlternatives = await client.put<{ item: KnowledgeItem }>(`${version()}/knowledge`, {
      idx: 0,
      oldPrompt: 'Do you ship to Norway and Sweden?',
      prompt: 'Do you ship to Norway and Sweden?',
      completion: 'Yes, with DHL Express and UPS.',
    })
    expect(keptAlternatives.data.item.alternativePrompts).toEqual(['Can I send parcels to Oslo?'])
    const repeated = await client.post(`${version()}/knowledge`, {
      prompt: 'Do you ship to Denmark?',
      alternativePrompts: ['Ship to Copenhagen?', 'ship to  copenhagen?'],
      completion: 'Yes.',
    })
    expect(repeated.body).toEqual({
      success: false,
      errors: { VALIDATION_FAILED: 'alternativePrompts: Each alternative question may be listed once.' },
    })

    const deleted = await client.put(`${version()}/knowledge/delete`, { id: created.data.item.id })
    expect(deleted.data).toEqual({ id: created.data.item.id, message: 'Knowledge deleted.' })
    expect((await client.put(`${version()}/knowledge/delete`, { id: created.data.item.id })).errorCodes).toEqual([
      'NOT_FOUND',
    ])
  })

  it('deletes chosen pairs together, reporting the ones already gone', async () => {
    const ids: string[] = []
    for (const number of [1, 2, 3]) {
      const created = await client.post<{ item: KnowledgeItem }>(`${version()}/knowledge`, {
        prompt: `Can I print label batch ${number}?`,
        completion: `Yes, batch ${number} prints from Labels.`,
      })
      ids.push(created.data.item.id)
    }
    const [first, second, third] = ids as [string, string, string]
    const deleted = await client.put(`${version()}/knowledge/delete-many`, { ids: [first, second, 'no-such-pair'] })
    expect(deleted.data).toEqual({
      deleted: [first, second],
      missing: ['no-such-pair'],
      message: 'Knowledge deleted: 2 pairs.',
    })
    const left = (await knowledge('?search=batch')).items.map((item: KnowledgeItem) => item.id)
    expect(left).toEqual([third])
    const refused = await client.put(`${version()}/knowledge/delete-many`, { ids: [] })
    expect(refused.errorCodes).toEqual(['VALIDATION_FAILED'])
    expect((await client.put(`${version()}/knowledge/delete-many`, { ids: [third, third] })).errorCodes).toEqual([
      'VALIDATION_FAILED',
    ])
    await client.put(`${version()}/knowledge/delete`, { id: third })
  })

  it('imports a CSV as a job, reporting the bad row and keeping the good ones', async () => {
    const csv = [
      'Prompt,COMPLETION,notes',
      '"Do you offer insurance?","Yes, up to 5,000 euros per parcel.",x',
      'Can I print packing slips?,"Yes. Open an order and click ""Packing slip"".",',
      'What is a pallet shipment?,,',
      '"How do I contact support?","Email support@shipkite.example.\nWe answer within a day.",',
      'How do I reset my password?,Use the link on the login page.,',
    ].join('\n')
    const started = await upload<{ import: KnowledgeImport; message: string }>(
      client,
      `${version()}/knowledge/imports`,
      'faq.csv',
      new TextEncoder().encode(csv),
      'text/csv',
    )
    expect(started.status).toBe(200)
    expect(started.data.message).toBe('Knowledge queued for import.')
    // The queue may pick the job up before the answer is written.
    expect(started.data.import).toMatchObject({ fileName: 'faq.csv', report: null })
    expect(['queued', 'running']).toContain(started.data.import.status)

    const finished = await waitFor(
      async () => (await client.get<KnowledgeImport[]>(`${version()}/knowledge/imports`)).data[0] as KnowledgeImport,
      (value) => value.status === 'succeeded' || value.status === 'failed',
      'the import',
    )
    expect(finished).toMatchObject({ status: 'succeeded', processed: 5, total: 5 })
    expect(finished.report).toEqual({
      rows: 5,
      imported: 3,
      alreadyPresent: 1,
      failed: 1,
      errors: [{ row: 3, message: 'completion: Enter a completion.' }],
    })
    const imported = await knowledge(`?source=import&sourceKey=${finished.id}`)
    expect(imported.items.map((item) => item.prompt)).toEqual([
      'Do you offer insurance?',
      'Can I print packing slips?',
      'How do I contact support?',
    ])
    expect(imported.items[2]?.completion).toBe('Email support@shipkite.example.\nWe answer within a day.')

    const pdf = await upload(
      client,
      `${version()}/knowledge/imports`,
      'guide.pdf',
      download('customs-guide.pdf'),
      'application/pdf',
    )
    expect(pdf.errors).toEqual({
      INVALID_CSV_FILE_UPLOADED: 'Invalid CSV file uploaded. "guide.pdf" is not a .csv file.',
    })
    const columns = await upload(
      client,
      `${version()}/knowledge/imports`,
      'x.csv',
      new TextEncoder().encode('question,answer\na,b\n'),
      'text/csv',
    )
    expect(columns.status).toBe(400)
    expect(columns.errors.INVALID_CSV_FILE_UPLOADED).toBe(
      'Invalid CSV file uploaded. The first row must name the columns prompt and completion.',
    )
  })

  it('exports a CSV that imports back into another version as the same pairs in the same order', async () => {
    const exported = await client.get<KnowledgeExport>(`${version()}/knowledge/export`)
    const original = await knowledge('?limit=100')
    expect(exported.data).toMatchObject({ contentType: 'text/csv', count: original.total })
    expect(exported.data.fileName).toMatch(/^knowledge-v1-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(exported.data.content.split('\r\n')[0]).toBe('prompt,completion,source,sourceKey,alternativePrompts')

    roundTripVersion = await createProject('Round trip')
    const target = roundTripVersion
    const started = await upload<{ import: KnowledgeImport }>(
      client,
      `${target}/knowledge/imports`,
      exported.data.fileName,
      new TextEncoder().encode(exported.data.content),
      'text/csv',
    )
    const finished = await waitFor(
      async () => (await client.get<KnowledgeImport[]>(`${target}/knowledge/imports`)).data[0] as KnowledgeImport,
      (value) => value.status === 'succeeded' || value.status === 'failed',
      'the round-trip import',
    )
    expect(finished.id).toBe(started.data.import.id)
    expect(finished.report).toMatchObject({ rows: original.total, imported: original.total, failed: 0 })
    const copy = (await client.get<KnowledgePage>(`${target}/knowledge?limit=100`)).data
    expect(copy.items.map((item) => [item.prompt, item.alternativePrompts, item.completion])).toEqual(
      original.items.map((item) => [item.prompt, item.alternativePrompts, item.completion]),
    )
    // Generated pairs carry their other wordings, so the round trip above carries alternative questions.
    expect(original.items.some((item) => item.alternativePrompts.length > 0)).toBe(true)
  })

  it('turns uploaded PDF, DOCX and TXT files into knowledge, refuses corrupt and unsupported files clearly', async () => {
    filesVersion = await createProject('Files')
    const files = (path = '') => `${filesVersion}/files${path}`
    const uploads: Record<string, FileSource> = {}
    for (const [name, type] of [
      ['customs-guide.pdf', 'application/pdf'],
      ['packaging-guide.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['carrier-notes.txt', 'text/plain'],
    ] as const) {
      const answer = await upload<{ file: FileSource; message: string }>(client, files(), name, download(name), type)
      expect(answer.status).toBe(200)
      expect(answer.data.file).toMatchObject({ name, status: 'pending', bytes: download(name).length })
      expect(answer.data.message).toBe('File added for Q&A generation.')
      uploads[name] = answer.data.file
    }
    const corrupt = await upload(
      client,
      files(),
      'broken.pdf',
      new TextEncoder().encode('%PDF-1.7\nnot really a pdf'),
      'application/pdf',
    )
    expect(corrupt.status).toBe(400)
    expect(corrupt.errors).toEqual({
      VALIDATION_FAILED: 'file: "broken.pdf": The PDF could not be read; it may be damaged (Invalid PDF structure).',
    })
    const image = await upload(client, files(), 'logo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png')
    expect(image.errors.VALIDATION_FAILED).toBe(
      'file: "logo.png" is not a supported type (image/png). Upload a PDF, Word (.docx), text, Markdown, HTML or CSV file.',
    )
    const large = await upload(client, files(), 'big.txt', new Uint8Array(4 * 1024 * 1024 + 1).fill(97), 'text/plain')
    expect(large.status).toBe(413)
    expect(large.errors).toEqual({ PAYLOAD_TOO_LARGE: 'The file is larger than 4 MB, the most one upload may be.' })

    const listed = await waitFor(
      async () => (await client.get<FileSource[]>(files())).data,
      (list) => list.every((file) => file.status !== 'pending'),
      'the uploaded files',
    )
    expect(listed.map((file) => [file.name, file.kind, file.status])).toEqual(
      expect.arrayContaining([
        ['customs-guide.pdf', 'pdf', 'ready'],
        ['packaging-guide.docx', 'docx', 'ready'],
        ['carrier-notes.txt', 'txt', 'ready'],
      ]),
    )
    expect(listed).toHaveLength(3)
    expect(listed.find((file) => file.name === 'customs-guide.pdf')).toMatchObject({
      title: 'Shipkite customs guide',
      knowledgeCount: 4,
      failureReason: null,
    })
    const prompts = async (file: FileSource | undefined) =>
      (
        await client.get<KnowledgePage>(`${filesVersion}/knowledge?source=file&sourceKey=${file?.id}&limit=20`)
      ).data.items.flatMap((item) => [item.prompt, ...item.alternativePrompts])
    expect(await prompts(uploads['customs-guide.pdf'])).toEqual([
      'What are customs declarations in Shipkite?',
      'What are HS codes in Shipkite?',
      'What is an HS code?',
      'What are duties and taxes in Shipkite?',
      'What are commercial invoices in Shipkite?',
    ])
    expect(await prompts(uploads['packaging-guide.docx'])).toEqual([
      'What is Shipkite packaging?',
      'How do I use Shipkite packaging?',
      'What is dimensional weight in Shipkite?',
      'How do I use dimensional weight in Shipkite?',
      'What is dimensional weight?',
      'What are fragile items in Shipkite?',
      'How do I save a box size?',
    ])
    expect(await prompts(uploads['carrier-notes.txt'])).toEqual([
      'What are pickup times?',
      'What is a pickup window?',
      'What are weekend deliveries?',
    ])
  })

  it('deletes a file with its knowledge, and a link with its knowledge', async () => {
    const files = (path = '') => `${filesVersion}/files${path}`
    const filesKnowledge = async (query = '') =>
      (await client.get<KnowledgePage>(`${filesVersion}/knowledge${query}`)).data
    const notes = (await client.get<FileSource[]>(files())).data.find(
      (file) => file.name === 'carrier-notes.txt',
    ) as FileSource
    const before = (await filesKnowledge()).total
    const deleted = await client.delete<{ id: string; knowledgeRemoved: number }>(files(`/${notes.id}`))
    expect(deleted.data).toMatchObject({ id: notes.id, knowledgeRemoved: 3 })
    expect((await filesKnowledge(`?sourceKey=${notes.id}`)).total).toBe(0)
    expect((await filesKnowledge()).total).toBe(before - 3)
    expect((await client.get<FileSource[]>(files())).data.map((file) => file.id)).not.toContain(notes.id)
    expect((await client.delete(files(`/${notes.id}`))).errorCodes).toEqual(['NOT_FOUND'])

    const removed = await client.put<{ removed: string; knowledgeRemoved: number }>(`${version()}/urls`, {
      url: page('/faq.html'),
    })
    expect(removed.data).toMatchObject({ removed: page('/faq.html'), knowledgeRemoved: 4 })
    expect((await knowledge(`?sourceKey=${encodeURIComponent(page('/faq.html'))}`)).total).toBe(0)
    expect((await client.put(`${version()}/urls`, { url: page('/faq.html') })).errorCodes).toEqual(['NOT_FOUND'])
  })

  it('writes nothing twice when a generation job is delivered again, and counts usage exactly', async () => {
    const before = await knowledge('?limit=100')
    const readyUrls = (await listUrls()).filter((url) => url.status === 'ready').map((url) => url.id)
    // As if the job had written its pairs and died before marking its sources ready: SQS delivers it again.
    for (const urlId of readyUrls) {
      await db()
        .entities.urlSource.patch({ organizationId, projectId, versionId, urlId })
        .set({ status: 'pending' })
        .go()
    }
    await generateKnowledgeFromSources(
      { organizationId, projectId, versionId, source: 'url', sourceIds: readyUrls },
      { reportProgress: async () => undefined, log: createLogger({ test: 'redelivery' }) },
    )
    const after = await knowledge('?limit=100')
    expect(after.items.map((item) => item.id)).toEqual(before.items.map((item) => item.id))
    expect(
      (await listUrls())
        .filter((url) => url.status === 'ready')
        .map((url) => url.id)
        .sort(),
    ).toEqual([...readyUrls].sort())
    const totalOf = async (path: string) => (await client.get<KnowledgePage>(`${path}/knowledge`)).data.total
    const usage = await usageOf(organizationId)
    expect(usage.knowledge).toBe(after.total + (await totalOf(roundTripVersion)) + (await totalOf(filesVersion)))
    expect(usage.urls).toBe((await listUrls()).length)
    expect(usage.files).toBe(2)
  })

  it('copies links, files and knowledge into a new version, stored texts included', async () => {
    const source = filesVersion
    const created = await client.post<{ version: { id: string }; copied: Record<string, number> }>(`${source}/new`, {
      version: 'v2',
    })
    expect(created.status).toBe(200)
    const target = source.replace(/versions\/[^/]+$/, `versions/${created.data.version.id}`)
    const sourceFiles = (await client.get<FileSource[]>(`${source}/files`)).data
    const sourceKnowledge = (await client.get<KnowledgePage>(`${source}/knowledge?limit=100`)).data
    expect(created.data.copied).toMatchObject({ files: sourceFiles.length, knowledge: sourceKnowledge.total, urls: 0 })
    const copiedFiles = (await client.get<FileSource[]>(`${target}/files`)).data
    expect(copiedFiles.map((file) => [file.id, file.status, file.knowledgeCount])).toEqual(
      sourceFiles.map((file) => [file.id, file.status, file.knowledgeCount]),
    )
    const copiedKnowledge = (await client.get<KnowledgePage>(`${target}/knowledge?limit=100`)).data
    expect(
      copiedKnowledge.items.map((item) => [item.prompt, item.alternativePrompts, item.source, item.sourceKey]),
    ).toEqual(sourceKnowledge.items.map((item) => [item.prompt, item.alternativePrompts, item.source, item.sourceKey]))
    // The copy owns its files: deleting one in the new version leaves the original version whole.
    const docx = copiedFiles.find((file) => file.name === 'packaging-guide.docx') as FileSource
    expect(
      (await client.delete<{ knowledgeRemoved: number }>(`${target}/files/${docx.id}`)).data.knowledgeRemoved,
    ).toBe(4)
    expect((await client.get<KnowledgePage>(`${source}/knowledge?sourceKey=${docx.id}`)).data.total).toBe(4)
    expect((await usageOf(organizationId)).files).toBe(3)
  })

  it('deletes a nested-URL search and refuses changes to a frozen version', async () => {
    const deleted = await client.delete(`${version()}/urls/nested/${nestedSearch?.id}`)
    expect(deleted.data).toEqual({ id: nestedSearch?.id, message: 'Nested URL search deleted.' })
    expect((await client.get<NestedUrlSearch[]>(`${version()}/urls/nested`)).data).toEqual([])

    await freezeVersion({ organizationId, projectId, versionId }, 'A deployed model was trained on it')
    const frozen = await client.post(`${version()}/knowledge`, { prompt: 'New question?', completion: 'New answer.' })
    expect(frozen.errorCodes).toEqual(['VERSION_FROZEN'])
    expect((await client.post(`${version()}/urls`, { url: page('/glossary.html') })).errorCodes).toEqual([
      'VERSION_FROZEN',
    ])
    expect((await client.get<KnowledgePage>(`${version()}/knowledge`)).status).toBe(200)
  })

  it('reports the crawl figures', () => {
    process.stdout.write(
      `nested-URL search: ${nestedSearch?.crawled} pages crawled, ${nestedSearch?.found} links found in ${crawlSeconds.toFixed(1)} s\n`,
    )
    expect(crawlSeconds).toBeLessThan(60)
  })
})
