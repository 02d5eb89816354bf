import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb'
import {
  type AttributeValue,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams'
import { tableDesign } from '@platform/functions/data/table-design'
import { onDynamoCall } from '@platform/functions/platform/aws-clients/dynamo'
import type {
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
  AttributeValue as LambdaAttributeValue,
} from 'aws-lambda'

/** The partition of the probe items `caughtUp` writes. */
const probePartition = 'local#table-stream-probe'
/**
 * How long an idle stream waits before it is read again. A write this process sends to the table (every route
 * handler's) wakes the poller at once; this bounds the delay of the job worker's own writes (a test run's charges,
 * a training's), which the console reads right after the job ends, so it stays short: idle reads are cheap (issue 40
 * measured 10 ms of DynamoDB Local's CPU in 10 s of polls every 100 ms). A busy stream is read again at once.
 */
const idlePollMilliseconds = 100
/** After a wake that found nothing (DynamoDB Local can show a record a moment after the write answered), one more. */
const lateRecordMilliseconds = 50
/** The shards are listed again this often (and whenever one ends): DynamoDB Local opens a new one every few hours. */
const shardListMilliseconds = 30_000
/** A batch whose consumer keeps failing is given up after this many tries, as the cloud's dead-letter queue takes it. */
const maximumAttempts = 5
/** The operations that change the table, whose settling wakes the poller. */
const writeOperation = /^(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems)$/

export interface TableStreamPoller {
  /**
   * Settles once every record written before the call has been handed to the consumer (tests, benchmarks), however
   * late DynamoDB Local shows it on the stream: a probe item is written and awaited on the stream.
   */
  caughtUp(): Promise<void>
  stop(): Promise<void>
}

/**
 * Local mode's DynamoDB Streams trigger: reads the table's stream from DynamoDB Local (`@aws-sdk/client-dynamodb-streams`
 * on the same endpoint; DynamoDB Local takes any credentials) and hands the records to the consumer as the Lambda
 * event the cloud's event source mapping sends, in order, one shard after its parent. A batch the consumer reports
 * failing is handed again from its first failed record, up to `maximumAttempts`, then logged and skipped (the
 * cloud's dead-letter queue). Records are read from the stream's start (TRIM_HORIZON): one seen before a restart is
 * handed again, which the consumer's derivations ignore (they are idempotent per item).
 */
export function startTableStreamPoller(options: {
  endpoint: string
  tableName: string
  streamArn: string
  consumer: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>
  log: (line: string) => void
}): TableStreamPoller {
  const clientOptions = {
    endpoint: options.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }
  const streams = new DynamoDBStreamsClient(clientOptions)
  const table = new DynamoDBClient(clientOptions)
  let stopped = false
  const finishedShards = new Set<string>()
  const iterators = new Map<string, string>()
  let shards: Shard[] = []
  let shardsListedAt = Number.NEGATIVE_INFINITY
  /** `caughtUp` calls waiting for their probe item to come through the stream, by the probe's sort key. */
  const waiting = new Map<string, () => void>()
  let nextProbe = 0

  // The pause between reads, cut short by a write to the table (`wake`); a write during a read makes the next
  // read start at once.
  let woken = false
  let endPause: (() => void) | undefined
  const wake = () => {
    woken = true
    endPause?.()
  }
  const pause = (milliseconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, milliseconds)
      endPause = () => {
        clearTimeout(timer)
        resolve()
      }
    }).finally(() => {
      endPause = undefined
    })
  const stopListening = onDynamoCall((operation) => (writeOperation.test(operation) ? wake : undefined))

  async function deliver(records: DynamoDBRecord[]): Promise<void> {
    let pending = records
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      // A consumer that throws fails its whole batch, as a Lambda's error does.
      const failed = await options.consumer({ Records: pending }).then(
        ({ batchItemFailures }) => batchItemFailures[0]?.itemIdentifier,
        (error: unknown) => {
          options.log(`table stream: the consumer failed: ${(error as Error).message}`)
          return pending[0]?.dynamodb?.SequenceNumber ?? ''
        },
      )
      if (failed === undefined) return
      const from = pending.findIndex((record) => record.dynamodb?.SequenceNumber === failed)
      if (attempt >= maximumAttempts) {
        options.log(`table stream: ${pending.length - from} records failed ${attempt} times; skipped (dead letter)`)
        return
      }
      pending = pending.slice(Math.max(0, from))
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }

  async function listShards(): Promise<void> {
    // DescribeStream answers a page of shards at a time.
    const listed: Shard[] = []
    let exclusiveStartShardId: string | undefined
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: options.streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
      )
      listed.push(...(StreamDescription?.Shards ?? []))
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId
    } while (exclusiveStartShardId)
    shards = listed
    shardsListedAt = Date.now()
  }

  /** One pass over the open shards; answers whether any record came. */
  async function round(): Promise<boolean> {
    const open = () => shards.filter((shard) => shard.ShardId && !finishedShards.has(shard.ShardId))
    if (Date.now() - shardsListedAt > shardListMilliseconds || open().length === 0) await listShards()
    let received = false
    for (const shard of open()) {
      const shardId = shard.ShardId as string
      // A child shard's records follow its parent's.
      const parent = shard.ParentShardId
      if (parent && !finishedShards.has(parent) && shards.some((candidate) => candidate.ShardId === parent)) continue
      let iterator = iterators.get(shardId)
      if (!iterator) {
        const answer = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: options.streamArn,
            ShardId: shardId,
            ShardIteratorType: 'TRIM_HORIZON',
          }),
        )
        iterator = answer.ShardIterator
      }
      const { Records = [], NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }),
      )
      if (Records.length > 0) {
        received = true
        await deliver(Records.map((record) => toLambdaRecord(record, options.streamArn)))
        for (const record of Records) {
          const keys = record.dynamodb?.Keys
          const probe = keys?.[tableDesign.sortKey]?.S
          if (keys?.[tableDesign.partitionKey]?.S !== probePartition || !probe) continue
          waiting.get(probe)?.()
          waiting.delete(probe)
        }
      }
      // A closed shard (it has an ending sequence number) is done once it reads empty: DynamoDB Local may keep
      // answering a next iterator for it, and its child's records wait until it is done. The shards are listed
      // again then, to find its child.
      const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined && Records.length === 0
      if (NextShardIterator && !closed) iterators.set(shardId, NextShardIterator)
      else {
        iterators.delete(shardId)
        finishedShards.add(shardId)
        shardsListedAt = Number.NEGATIVE_INFINITY
      }
    }
    return received
  }

  const running = (async () => {
    let afterWake = false
    while (!stopped) {
      woken = false
      let received = false
      try {
        received = await round()
      } catch (error) {
        if (!stopped) options.log(`table stream: ${(error as Error).message}`)
      }
      if (received || woken || stopped) {
        afterWake = woken
        continue
      }
      // Nothing came: once more shortly after a wake (the write's record may show late), otherwise wait.
      await pause(afterWake ? lateRecordMilliseconds : idlePollMilliseconds)
      afterWake = woken
    }
  })()

  return {
    async caughtUp() {
      // A probe item written now comes through the stream after every record written before it: once it has, they
      // have all been handed to the consumer. No entity owns it, so the consumer passes it by; it expires.
      const probe = `${process.pid}-${Date.now()}-${nextProbe++}`
      const seen = new Promise<void>((resolve) => waiting.set(probe, resolve))
      await table.send(
        new PutItemCommand({
          TableName: options.tableName,
          Item: {
            [tableDesign.partitionKey]: { S: probePartition },
            [tableDesign.sortKey]: { S: probe },
            [tableDesign.timeToLiveAttribute]: { N: String(Math.floor(Date.now() / 1000) + 60) },
          },
        }),
      )
      wake()
      await seen
    },
    async stop() {
      stopped = true
      stopListening()
      wake()
      await running
      for (const resolve of waiting.values()) resolve()
      waiting.clear()
      streams.destroy()
      table.destroy()
    },
  }
}

/**
 * A record as the Lambda event carries it (JSON): the SDK answers the creation time as a Date and binary values as
 * bytes, the event as epoch seconds and base64.
 */
function toLambdaRecord(record: StreamRecord, eventSourceARN: string): DynamoDBRecord {
  const { dynamodb, userIdentity, ...rest } = record
  const images = (map: Record<string, AttributeValue> | undefined) =>
    map ? Object.fromEntries(Object.entries(map).map(([name, value]) => [name, toLambdaValue(value)])) : undefined
  return {
    ...rest,
    eventSourceARN,
    ...(userIdentity ? { userIdentity } : {}),
    ...(dynamodb
      ? {
          dynamodb: {
            ...dynamodb,
            ApproximateCreationDateTime: dynamodb.ApproximateCreationDateTime
              ? dynamodb.ApproximateCreationDateTime.getTime() / 1000
              : undefined,
            Keys: images(dynamodb.Keys),
            NewImage: images(dynamodb.NewImage),
            OldImage: images(dynamodb.OldImage),
          },
        }
      : {}),
  } as DynamoDBRecord
}

function toLambdaValue(value: AttributeValue): LambdaAttributeValue {
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
  if (value.B) return { B: base64(value.B) }
  if (value.BS) return { BS: value.BS.map(base64) }
  if (value.M)
    return { M: Object.fromEntries(Object.entries(value.M).map(([name, inner]) => [name, toLambdaValue(inner)])) }
  if (value.L) return { L: value.L.map(toLambdaValue) }
  return value as LambdaAttributeValue
}
