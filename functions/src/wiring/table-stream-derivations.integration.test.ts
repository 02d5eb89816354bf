import type { PutCommandInput } from '@aws-sdk/lib-dynamodb'
import { marshall } from '@aws-sdk/util-dynamodb'
import type { DynamoDBStreamEvent } from 'aws-lambda'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../infra/local/local-platform.ts'
import { db } from '../data/database.ts'
import { handler } from '../handlers/jobs/consume-table-stream.ts'
import { documentClient } from '../platform/aws-clients/dynamo.ts'

/*
 * The stream consumer is idempotent per record (ADR 0028): DynamoDB Streams and Lambda deliver a record at least
 * once, so a batch retried after a failure, or the same record handed again, must not move a balance or a count twice.
 */

let platform: LocalPlatform

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
})

const organizationId = `org-stream-${Date.now()}`
const key = { organizationId, projectId: 'project-stream', versionId: 'version-stream' }
const today = new Date().toISOString().slice(0, 10)

/** The stream's record of an item as it was inserted, as the event source hands it to the Lambda. */
function insertEvent(items: Array<Record<string, unknown>>): DynamoDBStreamEvent {
  return {
    Records: items.map((item, index) => ({
      eventName: 'INSERT',
      dynamodb: {
        // biome-ignore lint/suspicious/noExplicitAny: the event's AttributeValue type is aws-lambda's own
        NewImage: marshall(item, { removeUndefinedValues: true }) as any,
        SequenceNumber: String(index + 1),
      },
    })),
  }
}

/** Writes the item as electrodb would and answers it as stored, which is what the stream's record carries. */
async function insert(params: Record<string, unknown>): Promise<Record<string, unknown>> {
  await documentClient().put(params as unknown as PutCommandInput)
  return params.Item as Record<string, unknown>
}

describe('the table stream consumer', () => {
  it('settles a chat debit and counts an answered call once, however often their records are delivered', async () => {
    await db().entities.creditBalance.create({ organizationId, balanceMicros: 1_000, freeCreditsMicros: 1_000 }).go()
    const written = Array.from({ length: 3 }, (_unused, index) => ({
      organizationId,
      entryId: `entry-${index}`,
      amountMicros: -(index + 10),
      reason: 'chat' as const,
      reference: 'model-stream',
      chatMessages: 1,
      unsettled: true,
    }))
    const inserted: Array<Record<string, unknown>> = []
    for (const entry of written) inserted.push(await insert(db().entities.creditEntry.create(entry).params()))
    const logEntry = db().entities.deploymentLogEntry.create({
      ...key,
      modelId: 'model-stream',
      entryId: 'log-1',
      embedId: 'embed-stream',
      call: 'chat',
      status: 200,
      durationMilliseconds: 5,
      uncounted: true,
      at: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 3_600,
    })
    inserted.push(await insert(logEntry.params()))
    // Local mode's poller delivers them once; these are redeliveries, the second batch a retried one.
    await platform.tableStreamCaughtUp()
    expect(await handler(insertEvent(inserted))).toEqual({ batchItemFailures: [] })
    expect(await handler(insertEvent([...inserted].reverse()))).toEqual({ batchItemFailures: [] })

    const { data: balance } = await db().entities.creditBalance.get({ organizationId }).go({ consistent: true })
    expect(balance?.balanceMicros).toBe(1_000 - 10 - 11 - 12)
    const { data: day } = await db().entities.dailyUsage.get({ organizationId, day: today }).go({ consistent: true })
    expect(day).toMatchObject({ chatMessages: 3, chatMicros: 33 })
    const { data: counters } = await db()
      .entities.deploymentCounter.query.byCounter({
        counter: `model#${organizationId}/project-stream/version-stream/model-stream`,
      })
      .go()
    expect(counters.map((counter) => counter.count)).toEqual([1])
    const { data: entries } = await db().entities.creditEntry.query.byOrganization({ organizationId }).go()
    expect(entries.filter((entry) => entry.unsettled)).toEqual([])
  })

  it('passes by the items of entities it derives nothing from without reading them', async () => {
    // DynamoDB Local's stream hands some attributes as an empty value, which cannot be read.
    const other = {
      eventName: 'INSERT',
      dynamodb: { NewImage: { __edb_e__: { S: 'job' }, odd: {} }, SequenceNumber: '1' },
    }
    expect(await handler({ Records: [other] } as unknown as DynamoDBStreamEvent)).toEqual({ batchItemFailures: [] })
  })

  it('reports the first record it could not derive, so its batch is retried from there', async () => {
    const broken = { __edb_e__: 'creditEntry', unsettled: true, organizationId, entryId: 'missing', createdAt: 'x' }
    const answer = await handler(insertEvent([broken]))
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '1' }])
  })
})
