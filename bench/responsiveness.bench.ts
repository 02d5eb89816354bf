/**
 * Responsiveness of local mode while it works (not a test): `npm run bench:responsive [-- --runs 3]`.
 * One user signs in; a cheap authenticated route (`GET /api/users/me`) is pinged every 200 ms while the same
 * local instance crawls 30 documentation pages (nested-URL search), fetches and generates knowledge from every
 * page found, imports 1,000 Q&A pairs into another project and trains a model on them. Prints the pings' p50, p99,
 * max and failures (an error status, a reset connection or no answer within 10 s) per run, and their medians.
 * The goal (issue 18): p99 < 250 ms, max < 1 s, no failures, on 2 cores.
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { KnowledgeImport } from '@platform/shared/contracts/knowledge'
import type { NestedUrlSearch, UrlSource } from '@platform/shared/contracts/sources'
import type { Training } from '@platform/shared/contracts/training'
import { startLocalPlatform } from '../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../tests/fixtures/shipkite-help-center.ts'
import { createApiClient } from '../tests/integration/support/api-client.ts'
import { startDocumentationSite } from '../tests/support/documentation-site.ts'
import { codeFrom, waitForEmail } from '../tests/support/mailbox.ts'

// The jobs' own logs would drown the figures.
process.env.LOG_LEVEL ??= 'warn'
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } })
const runs = Math.max(1, Number(values.runs) || 1)
const pingIntervalMs = 200
const pingTimeoutMs = 10_000
const crawledArticles = 30
const trainingPairs = 1_000
const idleSeconds = 15

type Client = ReturnType<typeof createApiClient>

interface PingFigures {
  pings: number
  p50: number
  p99: number
  max: number
  failures: number
  /** Distinct failure causes. */
  causes: string[]
}

interface Figures extends PingFigures {
  idle: PingFigures
  seconds: number
  phases: Record<string, number>
  load: string
}

const print = (line = '') => console.log(line)
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number
}

const median = (numbers: readonly number[]) =>
  percentile(
    [...numbers].sort((a, b) => a - b),
    0.5,
  )

/** Polls the workload's progress; a poll the platform drops is sent again (only the pings are measured). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15 * 60_000
  for (;;) {
    const value = await read().catch((error: unknown) => {
      if (error instanceof TypeError) return undefined
      throw error
    })
    if (value !== undefined && done(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

/** 1,000 distinct pairs of help-centre length: each entry asked about a different order number. */
function knowledgeCsv(count: number): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`
  const rows = Array.from({ length: count }, (_, index) => {
    const entry = shipkiteHelpCenter[index % shipkiteHelpCenter.length] as (typeof shipkiteHelpCenter)[number]
    const prompt = `${entry.prompt.replace(/\?$/, '')} for order ${10_000 + index}?`
    return `${quote(prompt)},${quote(`${entry.completion} (Order ${10_000 + index}.)`)}`
  })
  return ['prompt,completion', ...rows].join('\n')
}

/** Pings until stopped, each ping on its own schedule so a slow answer does not delay the next one. */
function startPinging(apiUrl: string, cookie: string) {
  const latencies: number[] = []
  const failures: string[] = []
  const inFlight = new Set<Promise<void>>()
  const ping = async () => {
    const started = performance.now()
    try {
      const response = await fetch(`${apiUrl}/users/me`, {
        headers: { cookie },
        signal: AbortSignal.timeout(pingTimeoutMs),
      })
      await response.arrayBuffer()
      if (response.status !== 200) failures.push(`status ${response.status}`)
      else latencies.push(performance.now() - started)
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code
      failures.push(cause ?? (error instanceof Error ? error.name : String(error)))
    }
  }
  const timer = setInterval(() => {
    const pending = ping().finally(() => inFlight.delete(pending))
    inFlight.add(pending)
  }, pingIntervalMs)
  return {
    async stop(): Promise<PingFigures> {
      clearInterval(timer)
      await Promise.all(inFlight)
      const sorted = [...latencies].sort((a, b) => a - b)
      return {
        pings: latencies.length + failures.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? Number.NaN,
        failures: failures.length,
        causes: [...new Set(failures)],
      }
    },
  }
}

const describePings = (figures: PingFigures) =>
  `${figures.pings} pings | p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, ` +
  `max ${figures.max.toFixed(0)} ms, failures ${figures.failures}` +
  `${figures.causes.length > 0 ? ` (${figures.causes.join(', ')})` : ''}`

async function signUp(apiUrl: string, mailboxUrl: string): Promise<Client> {
  const client = createApiClient(apiUrl)
  const email = 'bench@example.com'
  await client.post('/auth/signup', { email, password: 'correct horse 42', name: 'Bench User' })
  const code = codeFrom(await waitForEmail(mailboxUrl, email, /verification code/))
  const verified = await client.post('/auth/verify-email', { email, code })
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`)
  return client
}

async function uploadCsv(apiUrl: string, cookie: string, path: string, csv: string) {
  const form = new FormData()
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'knowledge.csv')
  const response = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: { cookie }, body: form })
  if (response.status !== 200) throw new Error(`import refused: ${response.status} ${await response.text()}`)
}

async function measureOnce(run: number): Promise<Figures> {
  process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
  const site = await startDocumentationSite({ articles: crawledArticles })
  const platform = await startLocalPlatform({ port: 0, modelEngine: true, log: () => undefined })
  try {
    const client = await signUp(platform.apiUrl, platform.mailboxUrl)
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const organizationId = (await client.post<{ id: string }>('/organizations', { name: 'Shipkite' })).data.id
    const createVersion = async (name: string) => {
      const project = await client.post<{ id: string; latestVersionId: string }>(
        `/organizations/${organizationId}/projects`,
        { name },
      )
      return `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
    }
    const docs = await createVersion('Documentation')
    const helpCentre = await createVersion('Help centre')
    // The pinged route's handler is loaded once, as a warm Lambda would be.
    await client.get('/users/me')

    const phases: Record<string, number> = {}
    const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const started = Date.now()
      const result = await work()
      phases[name] = (Date.now() - started) / 1000
      return result
    }
    // The same pings with nothing else running: what the machine allows at the moment (other users share it).
    const idlePinger = startPinging(platform.apiUrl, cookie)
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000))
    const idle = await idlePinger.stop()
    const loadBefore = loadAverage()
    const started = Date.now()
    const pinger = startPinging(platform.apiUrl, cookie)

    const crawlAndGenerate = async () => {
      const search = await timed('crawl', async () => {
        const begun = await client.post<NestedUrlSearch>(`${docs}/urls/nested`, { url: `${site.url}/articles/` })
        if (begun.status !== 200) throw new Error(`search refused: ${JSON.stringify(begun.body)}`)
        return waitFor(
          async () =>
            (await client.get<NestedUrlSearch[]>(`${docs}/urls/nested`)).data.find((item) => item.id === begun.data.id),
          (value) => value?.status === 'succeeded' || value?.status === 'failed',
          'the nested-URL search',
        )
      })
      if (search?.status !== 'succeeded') throw new Error(`the search ${search?.status}: ${search?.failureReason}`)
      await timed('generation', async () => {
        const urls = search.urls.map((found) => found.url)
        const added = await client.post(`${docs}/urls/multiple`, { urls, nestedUrlJobId: search.id })
        if (added.status !== 200) throw new Error(`links refused: ${JSON.stringify(added.body)}`)
        const ready = await waitFor(
          async () => (await client.get<UrlSource[]>(`${docs}/urls`)).data,
          (list) => list.length === urls.length && list.every((url) => url.status !== 'pending'),
          'knowledge generation',
        )
        phases.pagesCrawled = search.crawled
        phases.pairsGenerated = ready.reduce((total, url) => total + url.knowledgeCount, 0)
      })
    }

    const importAndTrain = async () => {
      await timed('import', async () => {
        await uploadCsv(platform.apiUrl, cookie, `${helpCentre}/knowledge/imports`, knowledgeCsv(trainingPairs))
        const finished = await waitFor(
          async () => (await client.get<KnowledgeImport[]>(`${helpCentre}/knowledge/imports`)).data[0],
          (value) => value?.status === 'succeeded' || value?.status === 'failed',
          'the import',
        )
        if (finished?.report?.imported !== trainingPairs) throw new Error(`import: ${JSON.stringify(finished)}`)
      })
      await timed('training', async () => {
        const begun = await client.post<{ training: Training }>(`${helpCentre}/training`, {})
        if (begun.status !== 200) throw new Error(`training refused: ${JSON.stringify(begun.body)}`)
        const training = await waitFor(
          async () => (await client.get<Training>(`${helpCentre}/training/${begun.data.training.id}`)).data,
          (value) => ['succeeded', 'failed', 'cancelled'].includes(value.status),
          'the training',
        )
        if (training.status !== 'succeeded') throw new Error(`training ${training.status}: ${training.failureReason}`)
      })
    }

    // A workload that fails under load is reported beside the figures, which still count.
    const workloadFailures: string[] = []
    const noting = (error: unknown) => {
      workloadFailures.push(error instanceof Error ? error.message : String(error))
    }
    await Promise.all([crawlAndGenerate().catch(noting), importAndTrain().catch(noting)])
    const figures: Figures = {
      ...(await pinger.stop()),
      idle,
      seconds: (Date.now() - started) / 1000,
      phases,
      load: `${loadBefore} → ${loadAverage()}`,
    }
    const phaseText = Object.entries(phases)
      .map(([name, value]) => `${name} ${Number.isInteger(value) ? value : `${value.toFixed(0)} s`}`)
      .join(', ')
    print(`run ${run}: idle ${idleSeconds} s: ${describePings(idle)}`)
    print(`       under load ${figures.seconds.toFixed(0)} s: ${describePings(figures)}`)
    print(`       ${phaseText} | load average (1, 5, 15 min) ${figures.load}`)
    for (const failure of workloadFailures) print(`       workload failed: ${failure}`)
    return figures
  } finally {
    await platform.stop()
    await site.stop()
  }
}

print(
  `Pinging GET /api/users/me every ${pingIntervalMs} ms during a ${crawledArticles}-page crawl, generation and a ` +
    `${trainingPairs}-pair training (${runs} run${runs === 1 ? '' : 's'})`,
)
const results: Figures[] = []
for (let run = 1; run <= runs; run += 1) results.push(await measureOnce(run))
if (runs > 1) {
  const of = (pick: (figures: Figures) => number) => median(results.map(pick)).toFixed(0)
  print(
    `median of ${runs} runs under load: p50 ${of((figures) => figures.p50)} ms, p99 ${of((figures) => figures.p99)} ms, ` +
      `max ${of((figures) => figures.max)} ms, failures ${of((figures) => figures.failures)}; idle: p50 ` +
      `${of((figures) => figures.idle.p50)} ms, p99 ${of((figures) => figures.idle.p99)} ms, max ` +
      `${of((figures) => figures.idle.max)} ms`,
  )
}
process.exit(0)
