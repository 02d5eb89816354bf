import { tableDesign } from '@platform/functions/data/table-design'
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda'

/** The partition of the probe items `caughtUp` writes. */
const probePartition = 'local#table-stream-probe'
/** How often an idle stream is asked for new records; a busy one is read again at once. */
const idlePollMilliseconds = 100
/** A batch whose consumer keeps failing is given up after this many tries, as the cloud's dead-letter queue takes it. */
const maximumAttempts = 5

interface Shard {
  ShardId: string
  SequenceNumberRange?: { EndingSequenceNumber?: string }
}

export interface TableStreamPoller {
  /**
   * Settles once every record written before the call has been handed to the consumer (tests, benchmarks), however
   * late DynamoDB Local shows it on the stream: a probe item is written and awaited on the stream.
   */
  caughtUp(): Promise<void>
  stop(): Promise<void>
}

/**
 * Local mode's DynamoDB Streams trigger: reads the table's stream from DynamoDB Local (its Streams API on the same
 * endpoint; the project carries no Streams client, and DynamoDB Local takes any credentials) and hands the records to
 * the consumer as the Lambda event the cloud's event source mapping sends, in order, one shard after its parent. A
 * batch the consumer reports failing is handed again from its first failed record, up to `maximumAttempts`, then
 * logged and skipped (the cloud's dead-letter queue). Records are read from the stream's start (TRIM_HORIZON): one
 * seen before a restart is handed again, which the consumer's derivations ignore (they are idempotent per item).
 */
export function startTableStreamPoller(options: {
  endpoint: string
  tableName: string
  streamArn: string
  consumer: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>
  log: (line: string) => void
}): TableStreamPoller {
  let stopped = false
  const finishedShards = new Set<string>()
  const iterators = new Map<string, string>()
  /** `caughtUp` calls waiting for their probe item to come through the stream, by the probe's sort key. */
  const waiting = new Map<string, () => void>()
  let nextProbe = 0

  async function call<T>(operation: string, body: unknown, service = 'DynamoDBStreams_20120810'): Promise<T> {
    const response = await fetch(options.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `${service}.${operation}`,
        authorization:
          'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
      },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok)
      throw new Error(`DynamoDB Streams ${operation} answered ${response.status}: ${text.slice(0, 300)}`)
    return JSON.parse(text) as T
  }

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

  /** One pass over the open shards; answers whether any record came. */
  async function round(): Promise<boolean> {
    // DescribeStream answers a page of shards at a time.
    const shards: Array<Shard & { ParentShardId?: string }> = []
    let exclusiveStartShardId: string | undefined
    do {
      const { StreamDescription } = await call<{
        StreamDescription: { Shards?: Array<Shard & { ParentShardId?: string }>; LastEvaluatedShardId?: string }
      }>('DescribeStream', { StreamArn: options.streamArn, ExclusiveStartShardId: exclusiveStartShardId })
      shards.push(...(StreamDescription.Shards ?? []))
      exclusiveStartShardId = StreamDescription.LastEvaluatedShardId
    } while (exclusiveStartShardId)
    let received = false
    for (const shard of shards) {
      if (finishedShards.has(shard.ShardId)) continue
      // A child shard's records follow its parent's.
      const parent = shard.ParentShardId
      if (parent && !finishedShards.has(parent) && shards.some((candidate) => candidate.ShardId === parent)) continue
      let iterator = iterators.get(shard.ShardId)
      if (!iterator) {
        const answer = await call<{ ShardIterator: string }>('GetShardIterator', {
          StreamArn: options.streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: 'TRIM_HORIZON',
        })
        iterator = answer.ShardIterator
      }
      const { Records = [], NextShardIterator } = await call<{
        Records?: DynamoDBRecord[]
        NextShardIterator?: string
      }>('GetRecords', { ShardIterator: iterator, Limit: 100 })
      if (Records.length > 0) {
        received = true
        await deliver(Records.map((record) => ({ ...record, eventSourceARN: options.streamArn })))
        for (const record of Records) {
          const keys = record.dynamodb?.Keys
          const probe = keys?.[tableDesign.sortKey]?.S
          if (keys?.[tableDesign.partitionKey]?.S !== probePartition || !probe) continue
          waiting.get(probe)?.()
          waiting.delete(probe)
        }
      }
      // A closed shard (it has an ending sequence number) is done once it reads empty: DynamoDB Local may keep
      // answering a next iterator for it, and its child's records wait until it is done.
      const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined && Records.length === 0
      if (NextShardIterator && !closed) iterators.set(shard.ShardId, NextShardIterator)
      else {
        iterators.delete(shard.ShardId)
        finishedShards.add(shard.ShardId)
      }
    }
    return received
  }

  const running = (async () => {
    while (!stopped) {
      let received = false
      try {
        received = await round()
      } catch (error) {
        if (!stopped) options.log(`table stream: ${(error as Error).message}`)
      }
      if (!received) await new Promise((resolve) => setTimeout(resolve, idlePollMilliseconds))
    }
  })()

  return {
    async caughtUp() {
      // A probe item written now comes through the stream after every record written before it: once it has, they
      // have all been handed to the consumer. No entity owns it, so the consumer passes it by; it expires.
      const probe = `${process.pid}-${Date.now()}-${nextProbe++}`
      const seen = new Promise<void>((resolve) => waiting.set(probe, resolve))
      await call(
        'PutItem',
        {
          TableName: options.tableName,
          Item: {
            [tableDesign.partitionKey]: { S: probePartition },
            [tableDesign.sortKey]: { S: probe },
            [tableDesign.timeToLiveAttribute]: { N: String(Math.floor(Date.now() / 1000) + 60) },
          },
        },
        'DynamoDB_20120810',
      )
      await seen
    },
    async stop() {
      stopped = true
      await running
      for (const resolve of waiting.values()) resolve()
      waiting.clear()
    },
  }
}
