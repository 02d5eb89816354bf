/**
 * Where one embed chat's time goes at one connection (not a test): `npx tsx bench/embed-stages.ts`. Starts local
 * mode with the model engine, trains a model on 12 help-centre pairs, creates an API key, then sends CHATS (40)
 * chats one at a time, each after the model engine answered the same question directly, and times every DynamoDB
 * call of each chat from the moment its request was sent (`onDynamoCall`: local mode runs the handlers in this
 * process). Prints the medians of the chat's stages, the engine's own time and DynamoDB Local's floor (one GetItem,
 * one UpdateItem, one two-item TransactWriteItems, each alone): the figures issue 40's 1-connection target is
 * weighed against (`npm run bench:embed` measures the path end to end beside Flowise).
 */
import { loadavg } from 'node:os'
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb'
import { onDynamoCall } from '../functions/src/platform/aws-clients/dynamo.ts'
import { startLocalPlatform } from '../infra/local/local-platform.ts'
import { shipkiteHelpCenter } from '../tests/fixtures/shipkite-help-center.ts'
import { createBenchEmbedKey } from './bench-account.ts'

const chats = Number(process.env.CHATS ?? 40)
const entries = shipkiteHelpCenter.slice(0, 12)
const print = (line = '') => console.log(line)
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

process.env.TRAINING_POLL_SECONDS = '1'
process.env.FREE_CREDITS_USD = '1000000'
const platform = await startLocalPlatform({ port: 0, modelEngine: true, throttle: false, log: () => undefined })

interface TimedCall {
  operation: string
  start: number
  end: number
}
let requestSent = 0
let calls: TimedCall[] = []
onDynamoCall((operation) => {
  const start = performance.now() - requestSent
  return () => {
    calls.push({ operation, start, end: performance.now() - requestSent })
  }
})

/** A chat's stages from its calls: the reads before admission, admission, the model, the turn's write. */
function stagesOf(total: number, timed: readonly TimedCall[]) {
  const [admission, turn] = timed
    .filter((call) => call.operation === 'TransactWriteItems')
    .sort((a, b) => a.start - b.start)
  if (!admission || !turn) return undefined
  const firstCall = Math.min(...timed.map((call) => call.start))
  return {
    'before the first database call (gateway, worker, parsing)': firstCall,
    'round trip 1 (key, answering reads, session, then its history)': admission.start - firstCall,
    'round trip 2 (admission transaction)': admission.end - admission.start,
    'the model call and the answer around it': turn.start - admission.end,
    'round trip 3 (the turn write)': turn.end - turn.start,
    'after the turn write (reply to the client)': total - turn.end,
    total,
  }
}

try {
  const { model, embedId } = await createBenchEmbedKey(platform, entries)
  const engineTimes: number[] = []
  const stages: Array<Record<string, number>> = []
  for (let index = 0; index < chats; index += 1) {
    const question = entries[index % entries.length]?.prompt as string
    const engineSent = performance.now()
    const engine = await fetch(`${platform.modelEngineUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: model.providerModelId, messages: [{ role: 'user', content: question }] }),
    })
    await engine.text()
    engineTimes.push(performance.now() - engineSent)
    // The stream consumer settles the previous chat meanwhile, as it would between one visitor's messages.
    await pause(50)
    calls = []
    requestSent = performance.now()
    const response = await fetch(`${platform.apiUrl}/embed/v1/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-embed-id': embedId,
        origin: 'https://shop.example.com',
      },
      body: JSON.stringify({ identifier: 'stages-visitor', new: index === 0, message: question }),
    })
    await response.text()
    if (!response.ok) throw new Error(`chat ${index} answered ${response.status}`)
    const measured = stagesOf(performance.now() - requestSent, calls)
    // The first chats warm the worker and the clients; only the later ones are counted.
    if (measured && index >= chats / 4) stages.push(measured)
    await pause(50)
  }

  const client = new DynamoDBClient({})
  const TableName = process.env.TABLE_NAME as string
  const item = (sortKey: string) => ({ pk: { S: 'embed-stages-floor' }, sk: { S: sortKey } })
  const increment = { UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': { N: '1' } } }
  const floor = { GetItem: [] as number[], UpdateItem: [] as number[], 'TransactWriteItems (2 items)': [] as number[] }
  const timed = async (into: number[], send: () => Promise<unknown>) => {
    const sent = performance.now()
    await send()
    into.push(performance.now() - sent)
  }
  for (let index = 0; index < 60; index += 1) {
    await timed(floor.GetItem, () => client.send(new GetItemCommand({ TableName, Key: item('a') })))
    await timed(floor.UpdateItem, () => client.send(new UpdateItemCommand({ TableName, Key: item('a'), ...increment })))
    await timed(floor['TransactWriteItems (2 items)'], () =>
      client.send(
        new TransactWriteItemsCommand({
          TransactItems: ['a', 'b'].map((sortKey) => ({ Update: { TableName, Key: item(sortKey), ...increment } })),
        }),
      ),
    )
    await pause(20)
  }

  print(`Load ${loadavg()[0]?.toFixed(1)}; medians over ${stages.length} embed chats sent one at a time`)
  print('| stage | ms |')
  print('|---|---|')
  for (const name of Object.keys(stages[0] ?? {}))
    print(`| ${name} | ${median(stages.map((stage) => stage[name] ?? 0)).toFixed(1)} |`)
  print(`| the model engine directly (same question) | ${median(engineTimes).toFixed(1)} |`)
  for (const [operation, times] of Object.entries(floor))
    print(`| DynamoDB Local floor: one ${operation} alone | ${median(times).toFixed(1)} |`)
} finally {
  await platform.stop()
}
