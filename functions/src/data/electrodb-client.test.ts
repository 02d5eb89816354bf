import { marshall } from '@aws-sdk/util-dynamodb'
import { Entity, Service } from 'electrodb'
import { describe, expect, it } from 'vitest'
import { DynamoDocumentClient } from '../platform/aws-clients/dynamo-document-client.ts'
import type { DynamoHttpClient } from '../platform/aws-clients/dynamo-http-client.ts'
import { AwsServiceError } from '../platform/aws-clients/signed-http-transport.ts'
import { electroDbClient } from './electrodb-client.ts'

/** Answers each operation with the next scripted answer (or error), in wire form, and keeps what was sent. */
function scripted(answers: Record<string, Array<unknown>>) {
  const sent: string[] = []
  const http = {
    async call(operation: string) {
      sent.push(operation)
      const answer = answers[operation]?.shift()
      if (answer instanceof Error) throw answer
      return answer ?? {}
    },
  }
  return { client: electroDbClient(new DynamoDocumentClient(http as unknown as DynamoHttpClient)), sent }
}

function service(client: ReturnType<typeof electroDbClient>) {
  const note = new Entity(
    {
      model: { entity: 'note', version: '1', service: 'test' },
      attributes: { noteId: { type: 'string', required: true }, text: { type: 'string' } },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['noteId'] },
          sk: { field: 'sk', composite: [] },
        },
      },
    },
    { client, table: 'table' },
  )
  return new Service({ note }, { client, table: 'table' })
}

/** A note as electrodb writes it (keys and its identifiers), in wire form. */
function storedNote(noteId: string, text: string) {
  const { Item } = service(scripted({}).client).entities.note.put({ noteId, text }).params() as { Item: object }
  return marshall(Item)
}

describe('electroDbClient', () => {
  it('is taken by electrodb as a document client and reads through ours', async () => {
    const { client, sent } = scripted({
      GetItem: [{ Item: storedNote('n1', 'hi') }],
    })
    const { data } = await service(client).entities.note.get({ noteId: 'n1' }).go()
    expect(data).toEqual({ noteId: 'n1', text: 'hi' })
    expect(sent).toEqual(['GetItem'])
  })

  it("answers a cancelled transaction as electrodb's `canceled`, with each reason's item unmarshalled", async () => {
    const cancelled = new AwsServiceError('TransactionCanceledException', 'Transaction cancelled', 400, {
      CancellationReasons: [
        { Code: 'None' },
        {
          Code: 'ConditionalCheckFailed',
          Message: 'The conditional request failed',
          Item: storedNote('n2', 'taken'),
        },
      ],
    })
    const { client } = scripted({ TransactWriteItems: [cancelled] })
    const result = await service(client)
      .transaction.write(({ note }) => [
        note.create({ noteId: 'n1', text: 'one' }).commit(),
        note.create({ noteId: 'n2', text: 'two' }).commit({ response: 'all_old' }),
      ])
      .go()
    expect(result.canceled).toBe(true)
    expect(result.data).toEqual([
      { rejected: false, code: 'None', message: undefined, item: null },
      {
        rejected: true,
        code: 'ConditionalCheckFailed',
        message: 'The conditional request failed',
        item: { noteId: 'n2', text: 'taken' },
      },
    ])
  })

  it('rethrows what is not a cancellation, as electrodb wraps it', async () => {
    const { client } = scripted({
      PutItem: [new AwsServiceError('ConditionalCheckFailedException', 'The conditional request failed', 400, {})],
    })
    const failure = service(client).entities.note.create({ noteId: 'n1' }).go()
    await expect(failure).rejects.toMatchObject({ cause: { name: 'ConditionalCheckFailedException' } })
  })
})
