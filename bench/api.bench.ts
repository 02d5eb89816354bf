/**
 * Request path figures in local mode (not a test): `npm run bench:api`.
 * Starts local mode with the model engine, signs up, fills one version with 50 knowledge pairs and another with 2,000,
 * trains a model on 12 pairs, then drives with autocannon: `GET /users/me` (the trivial authenticated route every
 * figure is compared with), list knowledge (first page) on 50 and on 2,000 pairs, a playground message and an embed
 * chat message (`POST /api/embed/v1/chat` through a key of that model, live for a minute, continuing one end user's
 * session). Prints
 * req/s, p50, p99, each p50 as a multiple of `/users/me`'s, and DynamoDB calls per request, all and reads alone
 * (counted by a client middleware, `tests/support/dynamo-calls.ts`, on requests sent one at a time).
 *
 * For the run only, the gateway's per-caller throttle is off and the organization is on a plan without knowledge or
 * hourly limits, so the figures are the request path's, not the limits'. CONNECTIONS (10) and SECONDS (10) override.
 */
import { availableParallelism, loadavg } from 'node:os'
import autocannon from 'autocannon'
import { db } from '../functions/src/data/database.ts'
import { writeKnowledgePairs } from '../functions/src/domains/knowledge/write-knowledge-pairs.ts'
import { startLocalPlatform } from '../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../tests/fixtures/shipkite-help-center.ts'
import { countDynamoCalls } from '../tests/support/dynamo-calls.ts'
import { createBenchAccount, trainModel } from './bench-account.ts'

const connections = Number(process.env.CONNECTIONS ?? 10)
const seconds = Number(process.env.SECONDS ?? 10)
const print = (line = '') => console.log(line)
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

print(`Node ${process.version}, ${availableParallelism()} cores, load ${load()}`)
process.env.TRAINING_POLL_SECONDS = '1'
const platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })

const dynamo = countDynamoCalls()

try {
  const { api, organizationId } = await createBenchAccount(platform)

  async function versionWith(name: string, pairs: number) {
    const project = await api.post<{ id: string; latestVersionId: string }>(
      `/organizations/${organizationId}/projects`,
      { name },
    )
    const key = { organizationId, projectId: project.data.id, versionId: project.data.latestVersionId }
    await writeKnowledgePairs(
      key,
      Array.from({ length: pairs }, (_unused, index) => ({
        prompt: `How do I change setting number ${index} of my account?`,
        completion: `Open Settings, find setting ${index} and change it; it applies at once.`,
        source: 'manual' as const,
        sourceKey: '',
      })),
    )
    return `/organizations/${key.organizationId}/projects/${key.projectId}/versions/${key.versionId}`
  }
  const small = await versionWith('Bench 50', 50)
  const large = await versionWith('Bench 2000', 2_000)

  const chat = await versionWith('Bench chat', 0)
  for (const entry of shipkiteHelpCenter.slice(0, 12))
    await api.post(`${chat}/knowledge`, { prompt: entry.prompt, completion: entry.completion })
  const model = await trainModel(api, chat)
  const question = shipkiteHelpCenter[0]?.prompt as string

  const cookie = [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const sessionHeaders = { cookie, 'content-type': 'application/json' }
  // Made only when its row comes: a key freezes the version, and the playground row measures an unfrozen one.
  async function embedHeaders() {
    const created = await api.post<{ apiKey: { embedId: string } }>(`${chat}/models/api-keys`, {
      modelId: model.id,
      name: 'Bench',
      allowedDomains: ['shop.example.com'],
    })
    // As if the key had been live for a minute: a warm function then keeps the frozen version's chat content.
    const [, projectId = '', versionId = ''] = chat.match(/projects\/([^/]+)\/versions\/([^/]+)/) ?? []
    await db()
      .entities.version.patch({ organizationId, projectId, versionId })
      .set({ frozenAt: new Date(Date.now() - 120_000).toISOString() })
      .go()
    return {
      'x-embed-id': created.data.apiKey.embedId,
      origin: 'https://shop.example.com',
      'content-type': 'application/json',
    }
  }
  const targets: Array<{
    title: string
    method: 'GET' | 'POST'
    path: string
    body?: string
    headers?: () => Promise<Record<string, string>>
  }> = [
    { title: 'GET /users/me', method: 'GET', path: '/users/me' },
    { title: 'list knowledge, 50 pairs', method: 'GET', path: `${small}/knowledge?page=1&limit=20` },
    { title: 'list knowledge, 2,000 pairs', method: 'GET', path: `${large}/knowledge?page=1&limit=20` },
    {
      title: 'playground message',
      method: 'POST',
      path: `${chat}/models/message`,
      body: JSON.stringify({ modelId: model.id, messages: [{ role: 'user', content: question }] }),
    },
    {
      title: 'embed chat message',
      method: 'POST',
      path: '/embed/v1/chat',
      body: JSON.stringify({
        identifier: 'bench-visitor',
        message: question,
        configuredActions: [],
        configuredFunctions: [],
      }),
      headers: embedHeaders,
    },
  ]

  // autocannon returns at the end of its time with requests still being answered; their calls must not be counted
  // as the next route's, so counting starts once a second has passed without a DynamoDB call.
  async function settle() {
    for (let waited = 0; waited < 30; waited += 1) {
      dynamo.reset()
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      if (dynamo.calls === 0) return
    }
  }

  async function callsPerRequest(target: (typeof targets)[number], headers: Record<string, string>) {
    const samples = 10
    await settle()
    dynamo.reset()
    for (let index = 0; index < samples; index += 1) {
      const response = await fetch(`${platform.apiUrl}${target.path}`, {
        method: target.method,
        headers,
        body: target.body,
      })
      if (!response.ok) throw new Error(`${target.title} answered ${response.status}: ${await response.text()}`)
    }
    return { calls: dynamo.calls / samples, reads: dynamo.reads / samples }
  }

  print(`\n${connections} connections for ${seconds} s each; load before ${load()}`)
  const rows = []
  for (const target of targets) {
    const headers = (await target.headers?.()) ?? sessionHeaders
    const { calls, reads } = await callsPerRequest(target, headers)
    const result = await autocannon({
      url: `${platform.apiUrl}${target.path}`,
      method: target.method,
      headers,
      body: target.body,
      connections,
      duration: seconds,
      timeout: 60,
    })
    const errors = result.errors + result.timeouts + result.non2xx
    rows.push({ title: target.title, calls, reads, result, errors })
  }
  const reference = rows[0]?.result.latency.p50 || 1
  print(
    `${'route'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'p50 ÷ /users/me'.padStart(16)} ${'DynamoDB calls'.padStart(15)} ${'reads'.padStart(6)} ${'errors'.padStart(7)}`,
  )
  for (const row of rows) {
    print(
      `${row.title.padEnd(28)} ${row.result.requests.average.toFixed(0).padStart(8)} ${`${row.result.latency.p50} ms`.padStart(8)} ${`${row.result.latency.p99} ms`.padStart(8)} ${`${(row.result.latency.p50 / reference).toFixed(2)}×`.padStart(16)} ${row.calls.toFixed(1).padStart(15)} ${row.reads.toFixed(1).padStart(6)} ${String(row.errors).padStart(7)}`,
    )
  }
  print(`load after ${load()}`)
} finally {
  await platform.stop()
}
