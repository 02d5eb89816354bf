/**
 * Figures for the chat embed service (not a test): `npm run bench:embed`.
 * Starts local mode with the model engine, trains a model on 12 help-centre pairs, creates an API key, then drives
 * `POST /api/embed/v1/chat` with 50 concurrent sessions for 30 s (autocannon) and sends the same questions straight
 * to the model engine with the same concurrency and duration. Prints throughput, p50/p99, errors, DynamoDB calls
 * per chat, and the platform's share of latency (embed minus engine).
 *
 * The gateway's per-caller throttle is off (every request comes from one address here) and the organization is on
 * a plan without an hourly limit, so the figures are the platform's, not the limits'. CONNECTIONS and SECONDS
 * override 50 and 30.
 */
import { availableParallelism, loadavg } from 'node:os'
import type { ApiKey } from '@platform/shared/contracts/deployment'
import autocannon from 'autocannon'
import { startLocalPlatform } from '../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../tests/fixtures/shipkite-help-center.ts'
import { countDynamoCalls } from '../tests/support/dynamo-calls.ts'
import { createBenchAccount, trainModel } from './bench-account.ts'

const connections = Number(process.env.CONNECTIONS ?? 50)
const seconds = Number(process.env.SECONDS ?? 30)
const origin = 'https://shop.example.com'
const entries = shipkiteHelpCenter.slice(0, 12)
const questions = entries.map((entry) => entry.prompt)
const print = (line = '') => console.log(line)

print(`Node ${process.version}, ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)}`)
process.env.TRAINING_POLL_SECONDS = '1'
const platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })

const dynamo = countDynamoCalls()

try {
  const { api, organizationId } = await createBenchAccount(platform)
  const project = await api.post<{ id: string; latestVersionId: string }>(`/organizations/${organizationId}/projects`, {
    name: 'Bench',
  })
  const base = `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
  for (const entry of entries)
    await api.post(`${base}/knowledge`, { prompt: entry.prompt, completion: entry.completion })
  const model = await trainModel(api, base)
  const created = await api.post<{ apiKey: ApiKey }>(`${base}/models/api-keys`, {
    modelId: model.id,
    name: 'Bench',
    allowedDomains: ['shop.example.com'],
  })
  const embedId = created.data.apiKey.embedId
  print(`Model ${model.id} (${model.label}) trained on ${entries.length} pairs; key ${embedId}`)

  // One session per connection: each connection keeps its own end-user identifier.
  let nextSession = 0
  let nextQuestion = 0
  const question = () => questions[nextQuestion++ % questions.length] as string

  async function run(title: string, options: autocannon.Options) {
    // A slow answer is a figure, not an error: only a request still unanswered after 60 s counts as a timeout.
    const result = await autocannon({ connections, duration: seconds, timeout: 60, ...options })
    const errors = result.errors + result.timeouts + result.non2xx
    print(
      `${title}: ${result.requests.average.toFixed(1)} req/s, ${result.requests.total} requests, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, errors ${errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts})`,
    )
    return result
  }

  // DynamoDB calls of one chat, counted on chats sent one at a time so nothing else runs meanwhile.
  const sampleChats = 10
  dynamo.reset()
  for (let index = 0; index < sampleChats; index += 1) {
    const response = await fetch(`${platform.apiUrl}/embed/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-embed-id': embedId, origin },
      body: JSON.stringify({ identifier: 'bench-sample', new: index === 0, message: question() }),
    })
    if (!response.ok) throw new Error(`sample chat answered ${response.status}`)
  }
  const callsPerChat = dynamo.calls / sampleChats
  const readsPerChat = dynamo.reads / sampleChats
  const roundTripsPerChat = dynamo.roundTrips / sampleChats

  print(`\n${connections} concurrent sessions for ${seconds} s each`)
  const embed = await run('Embed chat (platform + engine)', {
    url: `${platform.apiUrl}/embed/v1/chat`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-embed-id': embedId, origin },
    initialContext: {},
    requests: [
      {
        setupRequest: (request, context: { identifier?: string; started?: boolean }) => {
          context.identifier ??= `bench-visitor-${nextSession++}`
          const body = JSON.stringify({ identifier: context.identifier, new: !context.started, message: question() })
          context.started = true
          return { ...request, body }
        },
      },
    ],
  })
  const engine = await run('Model engine directly         ', {
    url: `${platform.modelEngineUrl}/chat/completions`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ model: model.providerModelId, messages: [{ role: 'user', content: question() }] }),
        }),
      },
    ],
  })

  print(
    `\nDynamoDB calls per chat: ${callsPerChat.toFixed(1)} (${readsPerChat.toFixed(1)} reads), ` +
      `${roundTripsPerChat.toFixed(1)} one after another (counted over ${sampleChats} chats sent one at a time)`,
  )
  const share = (embedValue: number, engineValue: number) =>
    `${embedValue - engineValue} ms (${(((embedValue - engineValue) / Math.max(1, embedValue)) * 100).toFixed(0)}% of ${embedValue} ms)`
  print(
    `Platform's share of latency: p50 ${share(embed.latency.p50, engine.latency.p50)}, p99 ${share(embed.latency.p99, engine.latency.p99)}`,
  )
  print(
    `Throughput: embed ${embed.requests.average.toFixed(1)} req/s vs engine ${engine.requests.average.toFixed(1)} req/s`,
  )
} finally {
  // Let answers still in flight finish before the stand-ins go away.
  await new Promise((resolve) => setTimeout(resolve, 5000))
  await platform.stop()
}
