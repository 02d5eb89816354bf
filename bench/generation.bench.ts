/**
 * How much of the knowledge generated from a documentation site a support lead could keep (issue 37), not a test:
 *   npm run bench:generation -- bench/generation-sites/jsonwebtoken [--pairs]
 *   npm run bench:generation -- https://docs.example.com/ --questions=<questions.json>
 *
 * A folder is served on 127.0.0.1 as a documentation site: each `NN-name.md` becomes an HTML page with the furniture
 * real sites print around the text (site menu, breadcrumbs, version banner, "On this page", "Edit this page",
 * previous/next links, cookie notice; `site.json` picks a docs or help-centre layout), each PDF is served as it is.
 * The pages are added through "Find linked pages" from the home page, documents as links; the platform generates
 * knowledge as it does for anyone (the extractor, or the configured generative provider) and the bench prints
 * the figures of `generation-figures.ts` against `questions.json` beside the site: the 20 questions its users ask
 * most and the furniture texts of its documents.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { NestedUrlSearch, UrlSource } from '@platform/shared/contracts/sources'
import { startLocalPlatform } from '../infra/local/local-platform.ts'
import { describeGenerationFigures, generationFigures, type TopQuestion } from './generation-figures.ts'
import { furnitureTexts, type SiteSettings, sitePages, siteSettingsOf } from './generation-site-pages.ts'
import { allKnowledge } from './quality-pages.ts'
import { type Client, createProject, signUp } from './quality-platform.ts'

interface SiteQuestions {
  /** Texts the site's documents print on every page (running headers, footers), for the furniture figure. */
  furniture?: string[]
  questions: TopQuestion[]
}

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, seconds = 900): Promise<T> {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what} did not finish within ${seconds} s.`)
    await new Promise((done) => setTimeout(done, 1_000))
  }
}

/** Adds the site through "Find linked pages" from `startUrl` plus `documents` as links, and waits for knowledge. */
async function generateFromSite(client: Client, base: string, startUrl: string | undefined, documents: string[]) {
  const urls = [...documents]
  if (startUrl) {
    const search = await client.post<NestedUrlSearch>(`${base}/urls/nested`, { url: startUrl })
    if (search.status !== 200) throw new Error(`Find linked pages failed: ${JSON.stringify(search.body)}`)
    const finished = await waitFor(async () => {
      const searches = (await client.get<NestedUrlSearch[]>(`${base}/urls/nested`)).data
      const found = searches.find((item) => item.id === search.data.id)
      return found && !['queued', 'running', 'pending'].includes(found.status) ? found : undefined
    }, 'Find linked pages')
    // As a user would: the links the search could not open are left out.
    urls.push(...finished.urls.filter((found) => found.linkStatus !== 'failed').map((found) => found.url))
    const added = await client.post(`${base}/urls/multiple`, { urls, nestedUrlJobId: finished.id })
    if (added.status !== 200) throw new Error(`Adding the links failed: ${JSON.stringify(added.body)}`)
  } else {
    const added = await client.post(`${base}/urls/multiple`, { urls })
    if (added.status !== 200) throw new Error(`Adding the links failed: ${JSON.stringify(added.body)}`)
  }
  const sources = await waitFor(async () => {
    const listed = (await client.get<UrlSource[]>(`${base}/urls`)).data
    return listed.length >= urls.length && listed.every((url) => url.status !== 'pending') ? listed : undefined
  }, 'Knowledge generation')
  return { sources, pairs: await allKnowledge(client, base) }
}

const target = process.argv.slice(2).find((argument) => !argument.startsWith('--'))
if (!target) {
  console.error('Usage: npm run bench:generation -- <site folder or URL> [--questions=<questions.json>] [--pairs]')
  process.exit(2)
}
const isUrl = /^https?:\/\//.test(target)
const folder = isUrl ? undefined : resolve(target)
const questionsPath =
  process.argv.find((argument) => argument.startsWith('--questions='))?.slice('--questions='.length) ??
  (folder ? join(folder, 'questions.json') : undefined)
if (!questionsPath) {
  console.error('A site given by URL needs --questions=<questions.json>.')
  process.exit(2)
}
const siteQuestions = JSON.parse(readFileSync(questionsPath, 'utf8')) as SiteQuestions
const settings: SiteSettings = folder
  ? siteSettingsOf(folder, { name: 'Docs', layout: 'docs' })
  : { name: new URL(target).hostname, layout: 'docs' }

const pages = folder ? sitePages(folder, settings) : []
const documents = folder ? readdirSync(folder).filter((name) => /\.(pdf|docx|txt)$/i.test(name)) : []
const site = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname)
  const page = pages.find((candidate) => candidate.path === path)
  if (page) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html)
  else if (folder && documents.includes(path.slice(1)))
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(readFileSync(join(folder, path.slice(1))))
  else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
})
await new Promise<void>((done) => site.listen(0, '127.0.0.1', done))
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`

process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
const platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
try {
  const client = await signUp(platform, 'generation-bench@example.com')
  const organizationId = (await client.post<{ id: string }>('/organizations', { name: 'Generation bench' })).data.id
  const base = await createProject(client, organizationId, 'Generation bench')
  const started = Date.now()
  const { sources, pairs } = await generateFromSite(
    client,
    base,
    isUrl ? target : pages.length > 0 ? `${siteUrl}/` : undefined,
    documents.map((name) => `${siteUrl}/${encodeURIComponent(name)}`),
  )
  const failed = sources.filter((source) => source.status === 'failed')
  if (process.argv.includes('--pairs')) {
    for (const pair of pairs) {
      const alternatives = pair.alternativePrompts.map((question) => `\n   also: ${question}`).join('')
      console.log(`\nQ: ${pair.prompt}${alternatives}\nA: ${pair.completion}`)
    }
  }
  const furniture = [
    ...(folder && pages.length > 0 ? furnitureTexts(settings) : []),
    ...(siteQuestions.furniture ?? []),
  ]
  const figures = generationFigures(pairs, furniture, siteQuestions.questions)
  console.log(
    `\n${sources.length} links read (${failed.length} failed${failed.length > 0 ? `: ${failed.map((source) => `${source.url} ${source.failureReason}`).join('; ')}` : ''}), ` +
      `knowledge generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  console.log(describeGenerationFigures(folder ?? target, figures, siteQuestions.questions.length))
} finally {
  await platform.stop()
  site.close()
}
process.exit(0)
