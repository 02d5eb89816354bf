/**
 * Figures for the chat embed service beside Flowise (not a test): `npm run bench:embed` (`-- --no-anchor` skips
 * Flowise). Starts local mode with the model engine, trains a model on 12 help-centre pairs, creates an API key,
 * then measures, interleaved over REPEATS rounds (3) at 1 and 10 connections for SECONDS each (20), with autocannon:
 * - the model engine directly (`/chat/completions`, the floor every path pays),
 * - ours, embed chat (`POST /api/embed/v1/chat`, one session per connection),
 * - ours, OpenAI-compatible (`POST /api/embed/v1/openai/chat/completions`),
 * - Flowise 3.1.2's prediction API, its ChatOpenAI node calling the same model on the same engine (`flowise-anchor.ts`).
 * Prints req/s, p50, p99, errors and wrong answers per path and connection count (medians over the rounds), the
 * DynamoDB calls of one chat (counted), the overhead over the engine, and the ratios issue 40's "done when" names:
 * ours' p50 overhead over the engine against Flowise's at 1 connection (target ≤ 1/3), throughput against
 * Flowise's at 10 connections (target ≥ 1.5×).
 *
 * The gateway's per-caller throttle is off (every request comes from one address here) and the organization is on
 * a plan without limits, so the figures are the platform's, not the limits'.
 */
import { availableParallelism, loadavg } from 'node:os'
import autocannon from 'autocannon'
import { startLocalPlatform } from '../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../tests/fixtures/shipkite-help-center.ts'
import { countDynamoCalls } from '../tests/support/dynamo-calls.ts'
import { createBenchEmbedKey } from './bench-account.ts'
import { type FlowiseAnchor, startFlowiseAnchor } from './flowise-anchor.ts'

const anchored = !process.argv.includes('--no-anchor')
const repeats = Number(process.env.REPEATS ?? 3)
const seconds = Number(process.env.SECONDS ?? 20)
const connectionCounts = [1, 10]
const origin = 'https://shop.example.com'
const entries = shipkiteHelpCenter.slice(0, 12)
const print = (line = '') => console.log(line)
const load = () => loadavg()[0]?.toFixed(1)

print(`Node ${process.version}, ${availableParallelism()} cores, load ${load()}`)
process.env.TRAINING_POLL_SECONDS = '1'
// Every chat is charged: enough credits that none of the run's is refused.
process.env.FREE_CREDITS_USD = '1000000'
const platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })
const dynamo = countDynamoCalls()
let flowise: FlowiseAnchor | undefined

/** Letters and digits only, lower case: an answer is right when it holds the start of the expected one. */
const normalized = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
const expectedStarts = entries.map((entry) => normalized(entry.completion).slice(0, 40))

/** The answer's text in whichever shape a path answers. */
function answerText(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      data?: { assistantMessage?: string }
      choices?: Array<{ message?: { content?: string | null } }>
      text?: string
    }
    return parsed.data?.assistantMessage ?? parsed.choices?.[0]?.message?.content ?? parsed.text ?? ''
  } catch {
    return ''
  }
}

interface PathFigures {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  wrong: number
}

interface Path {
  name: string
  options: autocannon.Options
  /** The body of a request asking question `index` on the connection's own `context`. */
  body: (index: number, context: Record<string, unknown>) => string
}

try {
  const { model, embedId, secret } = await createBenchEmbedKey(platform, entries)
  const engineUrl = platform.modelEngineUrl as string
  print(`Model ${model.id} (${model.label}) trained on ${entries.length} pairs; key ${embedId}`)
  if (anchored) {
    flowise = await startFlowiseAnchor({ engineUrl, model: model.providerModelId, log: print })
    print(`Flowise 3.1.2 started: ${flowise.predictionUrl}`)
  }

  let nextSession = 0
  const question = (index: number) => entries[index % entries.length]?.prompt as string
  const paths: Path[] = [
    {
      name: 'model engine directly',
      options: { url: `${engineUrl}/chat/completions`, headers: { 'content-type': 'application/json' } },
      body: (index) =>
        JSON.stringify({ model: model.providerModelId, messages: [{ role: 'user', content: question(index) }] }),
    },
    {
      name: 'ours, embed chat',
      options: {
        url: `${platform.apiUrl}/embed/v1/chat`,
        headers: { 'content-type': 'application/json', 'x-embed-id': embedId, origin },
      },
      // One session per connection: each keeps its own end-user identifier, and its session goes on.
      body: (index, context) => {
        const started = context.identifier !== undefined
        context.identifier ??= `bench-visitor-${nextSession++}`
        return JSON.stringify({ identifier: context.identifier, new: !started, message: question(index) })
      },
    },
    {
      name: 'ours, OpenAI-compatible',
      options: {
        url: `${platform.apiUrl}/embed/v1/openai/chat/completions`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      },
      body: (index) => JSON.stringify({ model: model.id, messages: [{ role: 'user', content: question(index) }] }),
    },
    ...(flowise
      ? [
          {
            name: 'Flowise 3.1.2 prediction API',
            options: { url: flowise.predictionUrl, headers: { 'content-type': 'application/json' } },
            // One conversation per connection, as ours: Flowise keeps its memory by session id.
            body: (index: number, context: Record<string, unknown>) => {
              context.sessionId ??= `bench-visitor-${nextSession++}`
              return JSON.stringify({ question: question(index), overrideConfig: { sessionId: context.sessionId } })
            },
          },
        ]
      : []),
  ]

  // Each path answers once, right, before anything is measured.
  for (const path of paths) {
    const response = await fetch(path.options.url as string, {
      method: 'POST',
      headers: path.options.headers as Record<string, string>,
      body: path.body(0, {}),
    })
    const text = answerText(await response.text())
    if (!response.ok || !normalized(text).includes(expectedStarts[0] as string))
      throw new Error(`${path.name} answered ${response.status}: ${text.slice(0, 200)}`)
  }

  // DynamoDB calls of one chat, counted on chats sent one at a time so nothing else runs meanwhile.
  const sampleChats = 10
  const counted: Record<string, { calls: number; reads: number; roundTrips: number }> = {}
  for (const path of paths.slice(1, 3)) {
    const context = {}
    await platform.tableStreamCaughtUp()
    dynamo.reset()
    for (let index = 0; index < sampleChats; index += 1) {
      const response = await fetch(path.options.url as string, {
        method: 'POST',
        headers: path.options.headers as Record<string, string>,
        body: path.body(index, context),
      })
      if (!response.ok) throw new Error(`${path.name}: a sample chat answered ${response.status}`)
    }
    counted[path.name] = {
      calls: dynamo.calls / sampleChats,
      reads: dynamo.reads / sampleChats,
      roundTrips: dynamo.roundTrips / sampleChats,
    }
  }

  async function measure(path: Path, connections: number): Promise<PathFigures> {
    let nextQuestion = 0
    let wrong = 0
    const result = await autocannon({
      ...path.options,
      method: 'POST',
      connections,
      duration: seconds,
      // A slow answer is a figure, not an error: only a request still unanswered after 60 s counts as a timeout.
      timeout: 60,
      initialContext: {},
      requests: [
        {
          // The connection's own context (autocannon types it as a bare object).
          setupRequest: (request, context) => {
            const state = context as Record<string, unknown>
            const index = nextQuestion++
            state.expected = expectedStarts[index % entries.length]
            return { ...request, body: path.body(index, state) }
          },
          onResponse: (status, body, context) => {
            const expected = (context as Record<string, unknown>).expected as string
            if (status === 200 && !normalized(answerText(body)).includes(expected)) wrong += 1
          },
        },
      ],
    })
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      wrong,
    }
  }

  // Interleaved: each round measures every path at each connection count, so a change in the machine's load
  // falls on all of them alike.
  const figures = new Map<string, PathFigures[]>()
  const loads: string[] = []
  for (let round = 1; round <= repeats; round += 1) {
    for (const connections of connectionCounts) {
      for (const path of paths) {
        const key = `${path.name}@${connections}`
        loads.push(load() ?? '')
        const measured = await measure(path, connections)
        figures.set(key, [...(figures.get(key) ?? []), measured])
        print(
          `round ${round}, ${connections} conn, ${path.name}: ${measured.requestsPerSecond.toFixed(1)} req/s, ` +
            `p50 ${measured.p50} ms, p99 ${measured.p99} ms, errors ${measured.errors}, wrong ${measured.wrong} ` +
            `(load ${loads.at(-1)})`,
        )
      }
    }
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  }
  const summary = (name: string, connections: number) => {
    const runs = figures.get(`${name}@${connections}`) ?? []
    return {
      requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      wrong: runs.reduce((sum, run) => sum + run.wrong, 0),
    }
  }

  print(`\nMedians over ${repeats} interleaved rounds of ${seconds} s (load ${loads.join(', ')})`)
  print(
    '| path | 1 conn req/s | 1 conn p50 | 1 conn p99 | 10 conns req/s | 10 conns p50 | 10 conns p99 | errors | wrong |',
  )
  print('|---|---|---|---|---|---|---|---|---|')
  for (const path of paths) {
    const one = summary(path.name, 1)
    const ten = summary(path.name, 10)
    print(
      `| ${path.name} | ${one.requestsPerSecond.toFixed(1)} | ${one.p50} ms | ${one.p99} ms | ` +
        `${ten.requestsPerSecond.toFixed(1)} | ${ten.p50} ms | ${ten.p99} ms | ${one.errors + ten.errors} | ` +
        `${one.wrong + ten.wrong} |`,
    )
  }
  for (const [name, count] of Object.entries(counted))
    print(
      `DynamoDB calls per chat, ${name}: ${count.calls.toFixed(1)} (${count.reads.toFixed(1)} reads), ` +
        `${count.roundTrips.toFixed(1)} one after another (${sampleChats} chats sent one at a time)`,
    )

  const engine = paths[0]?.name as string
  const overhead = (name: string, connections: number) =>
    summary(name, connections).p50 - summary(engine, connections).p50
  for (const path of paths.slice(1))
    print(
      `Overhead over the engine, ${path.name}: p50 +${overhead(path.name, 1)} ms at 1 conn, ` +
        `+${overhead(path.name, 10)} ms at 10 conns`,
    )
  if (flowise) {
    const anchor = paths[3]?.name as string
    for (const path of paths.slice(1, 3)) {
      const latencyRatio = overhead(path.name, 1) / Math.max(1, overhead(anchor, 1))
      const throughputRatio = summary(path.name, 10).requestsPerSecond / summary(anchor, 10).requestsPerSecond
      print(
        `${path.name} vs Flowise: p50 overhead at 1 conn ${latencyRatio.toFixed(2)}× Flowise's ` +
          `(target ≤ 0.33: ${latencyRatio <= 1 / 3 ? 'met' : 'not met'}); throughput at 10 conns ` +
          `${throughputRatio.toFixed(2)}× Flowise's (target ≥ 1.5: ${throughputRatio >= 1.5 ? 'met' : 'not met'})`,
      )
    }
  }
} finally {
  // Let answers still in flight finish before the stand-ins go away.
  await new Promise((resolve) => setTimeout(resolve, 5000))
  await flowise?.stop()
  await platform.stop()
}
