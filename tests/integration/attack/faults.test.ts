import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorCatalogue } from '@platform/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../infra/local/local-platform.ts'
import { waitUntil } from '../../../infra/local/processes.ts'
import { createWorkspace, signUp, type Workspace } from '../support/workspace.ts'
import { type AttackAnswer, cookieHeader, reportFigures, send } from './support/attack-client.ts'

/**
 * Faults of the standing attack suite: the database stopped while requests are in flight and while a job runs, and
 * the model provider failing and hanging. Callers must hear 503 DEPENDENCY_UNAVAILABLE with the catalogue's message
 * (never a 500), jobs must resume or fail with a reason, and nothing a caller was told was saved may be missing.
 */
let platform: LocalPlatform
let workspace: Workspace
let stubProvider: Server
let stubMode: 'fail' | 'hang' = 'fail'
const dataDir = mkdtempSync(join(tmpdir(), 'attack-faults-'))
const figures = {
  faultsInjected: 0,
  faultsSurvived: 0,
  requestsDuringFaults: 0,
  answered503: 0,
  otherServerErrors: 0,
  savedWritesLost: 0,
  jobRowsExpected: 0,
  jobRowsStored: 0,
}
const dependencyMessage = errorCatalogue.DEPENDENCY_UNAVAILABLE.message
const providerVariables = ['MODEL_PROVIDER_BASE_URL', 'MODEL_PROVIDER_TIMEOUT_SECONDS'] as const
const savedProviderVariables = Object.fromEntries(providerVariables.map((name) => [name, process.env[name]]))

beforeAll(async () => {
  // A provider that answers 500 to everything, or holds every request open without a word.
  stubProvider = createServer((request, response) => {
    request.resume()
    if (stubMode === 'hang') return
    response.writeHead(500, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }))
  })
  await new Promise<void>((resolve) => stubProvider.listen(0, '127.0.0.1', resolve))
  platform = await startLocalPlatform({
    port: 0,
    dataDir,
    modelEngine: true,
    throttle: false,
    log: () => undefined,
  })
  workspace = await createWorkspace(await signUp(platform, 'faults-owner@example.com'), 'Faulted')
})

afterAll(async () => {
  for (const name of providerVariables) {
    if (savedProviderVariables[name] === undefined) delete process.env[name]
    else process.env[name] = savedProviderVariables[name]
  }
  stubProvider?.closeAllConnections()
  stubProvider?.close()
  await platform?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const cookie = () => cookieHeader(workspace.client.cookies)
const knowledgePath = () => `${workspace.versionPath}/knowledge`

/** Counts an answer given during a fault: a success, or 503 with the catalogue's message; anything else is wrong. */
function judgeDuringFault(answer: AttackAnswer): string | undefined {
  figures.requestsDuringFaults += 1
  if (answer.status === 503) {
    figures.answered503 += 1
    const message = (answer.body as { errors?: Record<string, string> })?.errors?.DEPENDENCY_UNAVAILABLE
    return message === dependencyMessage ? undefined : `503 without the catalogue error: ${answer.text.slice(0, 200)}`
  }
  if (answer.status >= 500) figures.otherServerErrors += 1
  if (answer.status >= 300) return `${answer.status}: ${answer.text.slice(0, 200)}`
  return undefined
}

/** Stops DynamoDB Local the way a crash would (its guard restarts it on the same data). */
function stopDatabase(): void {
  const guard = platform.processIds().dynamodb
  if (!guard) throw new Error('DynamoDB Local is not running')
  figures.faultsInjected += 1
  process.kill(guard, 'SIGTERM')
}

async function waitForHealth(): Promise<void> {
  await waitUntil('the platform to report healthy', async () => (await fetch(`${platform.apiUrl}/health`)).ok, 60_000)
}

async function storedPrompts(): Promise<string[]> {
  const prompts: string[] = []
  for (let page = 1; ; page += 1) {
    const query = { limit: '100', page: String(page) }
    const answer = await send(platform.apiUrl, { method: 'GET', path: knowledgePath(), query, cookie: cookie() })
    const data = (answer.body as { data: { items: Array<{ prompt: string }>; total: number } }).data
    prompts.push(...data.items.map((item) => item.prompt))
    if (data.items.length === 0 || prompts.length >= data.total) return prompts
  }
}

describe('attack suite: faults', () => {
  it('answers 503 with the catalogue error when the model provider fails or hangs, and recovers', async () => {
    for (const pair of [
      { prompt: 'How long do refunds take?', completion: 'Refunds reach your card within five working days.' },
      { prompt: 'Do you ship abroad?', completion: 'We ship to every country in the European Union.' },
    ])
      expect((await workspace.client.post(knowledgePath(), pair)).status).toBe(200)
    const training = await workspace.client.post<{ training: { id: string } }>(`${workspace.versionPath}/training`, {})
    expect(training.status).toBe(200)
    const trainingPath = `${workspace.versionPath}/training/${training.data.training.id}`
    await waitUntil(
      'the training to finish',
      async () =>
        ['succeeded', 'failed'].includes((await workspace.client.get<{ status: string }>(trainingPath)).data.status),
      120_000,
    )
    const models = await workspace.client.get<Array<{ id: string }>>(`${workspace.versionPath}/models`)
    const modelId = models.data[0]?.id ?? ''
    expect(modelId).not.toBe('')
    const ask = () =>
      send(platform.apiUrl, {
        method: 'POST',
        path: `${workspace.versionPath}/models/message`,
        body: { modelId, messages: [{ role: 'user', content: 'How long do refunds take?' }] },
        cookie: cookie(),
      })
    const engineUrl = process.env.MODEL_PROVIDER_BASE_URL
    const problems: string[] = []
    try {
      // Handlers run in this process and read the provider's configuration on each call.
      process.env.MODEL_PROVIDER_BASE_URL = `http://127.0.0.1:${(stubProvider.address() as AddressInfo).port}/v1`
      process.env.MODEL_PROVIDER_TIMEOUT_SECONDS = '1'
      for (const mode of ['fail', 'hang'] as const) {
        stubMode = mode
        figures.faultsInjected += 1
        const answer = await ask()
        const problem = judgeDuringFault(answer)
        if (problem || answer.status !== 503) problems.push(`${mode}: ${problem ?? answer.status}`)
        else figures.faultsSurvived += 1
      }
    } finally {
      process.env.MODEL_PROVIDER_BASE_URL = engineUrl
      delete process.env.MODEL_PROVIDER_TIMEOUT_SECONDS
    }
    expect(problems).toEqual([])
    expect((await ask()).status).toBe(200)
  }, 300_000)

  it('answers 503 with the catalogue error while the database is down, loses no saved write, and finishes the job it stopped under', async () => {
    // A knowledge import is running when the database stops; writes keep coming before, during and after.
    const rows = 100
    const csv = [
      'prompt,completion',
      ...Array.from({ length: rows }, (_unused, row) => `Import row ${row}?,Yes ${row}.`),
    ]
    const form = new FormData()
    form.append('file', new Blob([csv.join('\n')], { type: 'text/csv' }), 'outage.csv')
    const started = await fetch(`${platform.apiUrl}${knowledgePath()}/imports`, {
      method: 'POST',
      body: form,
      headers: { cookie: cookie() },
    })
    expect(started.status).toBe(200)
    const importId = ((await started.json()) as { data: { import: { id: string } } }).data.import.id
    type ImportView = { id: string; status: string; processed: number; failureReason: string | null }
    const currentImport = async () =>
      (await workspace.client.get<ImportView[]>(`${knowledgePath()}/imports`)).data?.find(
        (item) => item.id === importId,
      )
    await waitUntil('the import to start', async () => (await currentImport())?.status !== 'queued')

    const saved: string[] = []
    const problems: string[] = []
    let index = 0
    let healthyAgain = false
    const writer = async () => {
      while (!healthyAgain) {
        const prompt = `During the outage, question ${index++}?`
        const answer = await send(platform.apiUrl, {
          method: 'POST',
          path: knowledgePath(),
          body: { prompt, completion: 'An answer.' },
          cookie: cookie(),
        })
        const problem = judgeDuringFault(answer)
        if (problem) problems.push(problem)
        if (answer.status === 200) saved.push(prompt)
      }
    }
    const writers = Array.from({ length: 4 }, writer)
    await new Promise((resolve) => setTimeout(resolve, 200))
    stopDatabase()
    // Two faults at once: the requests in flight and the job.
    figures.faultsInjected += 1
    await waitUntil(
      'the health check to report the outage',
      async () => (await fetch(`${platform.apiUrl}/health`)).status === 503,
      30_000,
    )
    await waitForHealth()
    healthyAgain = true
    await Promise.all(writers)
    expect(problems).toEqual([])
    expect(figures.answered503).toBeGreaterThan(0)
    let finished: ImportView | undefined
    await waitUntil(
      'the import to end',
      async () => {
        finished = await currentImport()
        return finished?.status === 'succeeded' || finished?.status === 'failed'
      },
      120_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; it is ${JSON.stringify(finished)}`)
    })
    // Listed once the import has ended: pages read while its rows were still arriving shift under the reader, and
    // a write saved before the outage looked lost under CI load (6 of them) when it had only moved a page.
    const afterOutage = await storedPrompts()
    const stored = new Set(afterOutage)
    figures.savedWritesLost = saved.filter((prompt) => !stored.has(prompt)).length
    expect(figures.savedWritesLost).toBe(0)
    figures.faultsSurvived += 1
    const imported = afterOutage.filter((prompt) => prompt.startsWith('Import row '))
    figures.jobRowsExpected = rows
    figures.jobRowsStored = imported.length
    if (finished?.status === 'failed') {
      // A job may give up, with a reason a person can act on, and what it stored stays stored once.
      expect(finished.failureReason).toMatch(/\w/)
      expect(new Set(imported).size).toBe(imported.length)
    } else {
      expect(imported.length).toBe(rows)
      expect(new Set(imported).size).toBe(rows)
    }
    figures.faultsSurvived += 1
  }, 300_000)

  it('prints its figures', () => {
    reportFigures('faults', figures)
    expect(figures.faultsSurvived).toBe(figures.faultsInjected)
  })
})
