import { describe, expect, it } from 'vitest'
import { DynamoDocumentClient, type NativeItem } from './dynamo-document-client.ts'
import type { DynamoHttpClient } from './dynamo-http-client.ts'

/** A table of one partition in wire form: enough to see items go out and come back through the marshalling. */
function tableStandIn() {
  const sent: Array<{ operation: string; input: Record<string, unknown> }> = []
  const items = new Map<string, Record<string, unknown>>()
  type WireKey = Record<string, { S?: string }>
  const keyOf = (key: WireKey) => JSON.stringify([key.pk?.S, key.sk?.S])
  const http = {
    async call(operation: string, input: Record<string, unknown>) {
      // Through JSON, as on the wire: nothing of the caller's objects survives by reference.
      const wire = JSON.parse(JSON.stringify(input)) as {
        Item: WireKey
        Key: WireKey
        RequestItems: Record<string, { Keys: WireKey[] }>
      }
      sent.push({ operation, input: wire })
      if (operation === 'PutItem') items.set(keyOf(wire.Item), wire.Item)
      if (operation === 'GetItem') return items.has(keyOf(wire.Key)) ? { Item: items.get(keyOf(wire.Key)) } : {}
      if (operation === 'Query') {
        const all = [...items.values()]
        return { Items: all.slice(0, 1), Count: 1, LastEvaluatedKey: { pk: all[0]?.pk, sk: all[0]?.sk } }
      }
      if (operation === 'BatchGetItem') {
        const request = wire.RequestItems.table
        const [first, ...rest] = request?.Keys ?? []
        return {
          Responses: { table: first ? [items.get(keyOf(first))] : [] },
          UnprocessedKeys: { table: { Keys: rest } },
        }
      }
      if (operation === 'TransactGetItems') return { Responses: [{ Item: [...items.values()][0] }, {}] }
      return {}
    },
  }
  return { client: new DynamoDocumentClient(http as unknown as DynamoHttpClient), sent }
}

const item: NativeItem = {
  pk: 'user#1',
  sk: 'profile',
  name: 'Zoë',
  age: 42,
  ratio: 0.25,
  active: true,
  nothing: null,
  tags: new Set(['a', 'b']),
  scores: new Set([1, 2]),
  nested: { list: [1, 'two', { deep: false }], empty: {} },
  left: undefined,
}

describe('DynamoDocumentClient', () => {
  it('writes items in wire form, leaving out undefined attributes, and reads them back as they were', async () => {
    const { client, sent } = tableStandIn()
    await client.put({ TableName: 'table', Item: item, ConditionExpression: 'attribute_not_exists(pk)' })
    expect(sent[0]?.input).toEqual({
      TableName: 'table',
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: { S: 'user#1' },
        sk: { S: 'profile' },
        name: { S: 'Zoë' },
        age: { N: '42' },
        ratio: { N: '0.25' },
        active: { BOOL: true },
        nothing: { NULL: true },
        tags: { SS: ['a', 'b'] },
        scores: { NS: ['1', '2'] },
        nested: { M: { list: { L: [{ N: '1' }, { S: 'two' }, { M: { deep: { BOOL: false } } }] }, empty: { M: {} } } },
      },
    })
    const { Item } = await client.get({ TableName: 'table', Key: { pk: 'user#1', sk: 'profile' } })
    const { left: _left, ...written } = item
    expect(Item).toEqual(written)
    expect(await client.get({ TableName: 'table', Key: { pk: 'user#2', sk: 'profile' } })).not.toHaveProperty('Item')
  })

  it('marshals expression values and start keys, and unmarshals pages and their last key', async () => {
    const { client, sent } = tableStandIn()
    await client.put({ TableName: 'table', Item: { pk: 'p', sk: 's', count: 1 } })
    const page = await client.query({
      TableName: 'table',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'p', ':limit': 5 },
      ExclusiveStartKey: { pk: 'p', sk: 'r' },
    })
    expect(sent[1]?.input).toMatchObject({
      ExpressionAttributeValues: { ':pk': { S: 'p' }, ':limit': { N: '5' } },
      ExclusiveStartKey: { pk: { S: 'p' }, sk: { S: 'r' } },
    })
    expect(page).toEqual({ Items: [{ pk: 'p', sk: 's', count: 1 }], Count: 1, LastEvaluatedKey: { pk: 'p', sk: 's' } })
  })

  it('marshals batch and transaction requests item by item, and unmarshals what they answer', async () => {
    const { client, sent } = tableStandIn()
    await client.put({ TableName: 'table', Item: { pk: 'p', sk: 's' } })
    const batch = await client.batchGet({
      RequestItems: {
        table: {
          Keys: [
            { pk: 'p', sk: 's' },
            { pk: 'q', sk: 's' },
          ],
          ConsistentRead: true,
        },
      },
    })
    expect(batch.Responses).toEqual({ table: [{ pk: 'p', sk: 's' }] })
    expect(batch.UnprocessedKeys).toEqual({ table: { Keys: [{ pk: 'q', sk: 's' }] } })

    await client.batchWrite({
      RequestItems: { table: [{ PutRequest: { Item: { pk: 'a', n: 1 } } }, { DeleteRequest: { Key: { pk: 'b' } } }] },
    })
    expect(sent.at(-1)?.input).toEqual({
      RequestItems: {
        table: [
          { PutRequest: { Item: { pk: { S: 'a' }, n: { N: '1' } } } },
          { DeleteRequest: { Key: { pk: { S: 'b' } } } },
        ],
      },
    })

    await client.transactWrite({
      TransactItems: [
        { Put: { TableName: 'table', Item: { pk: 'a' }, ExpressionAttributeValues: { ':v': 1 } } },
        {
          Update: {
            TableName: 'table',
            Key: { pk: 'b' },
            UpdateExpression: 'SET n = :n',
            ExpressionAttributeValues: { ':n': 2 },
          },
        },
        { Delete: { TableName: 'table', Key: { pk: 'c' } } },
        { ConditionCheck: { TableName: 'table', Key: { pk: 'd' }, ConditionExpression: 'attribute_exists(pk)' } },
      ],
    })
    expect(sent.at(-1)?.input).toEqual({
      TransactItems: [
        { Put: { TableName: 'table', Item: { pk: { S: 'a' } }, ExpressionAttributeValues: { ':v': { N: '1' } } } },
        {
          Update: {
            TableName: 'table',
            Key: { pk: { S: 'b' } },
            UpdateExpression: 'SET n = :n',
            ExpressionAttributeValues: { ':n': { N: '2' } },
          },
        },
        { Delete: { TableName: 'table', Key: { pk: { S: 'c' } } } },
        {
          ConditionCheck: { TableName: 'table', Key: { pk: { S: 'd' } }, ConditionExpression: 'attribute_exists(pk)' },
        },
      ],
    })

    const read = await client.transactGet({
      TransactItems: [{ Get: { TableName: 'table', Key: { pk: 'p', sk: 's' } } }],
    })
    expect(sent.at(-1)?.input).toEqual({
      TransactItems: [{ Get: { TableName: 'table', Key: { pk: { S: 'p' }, sk: { S: 's' } } } }],
    })
    expect(read.Responses).toEqual([{ Item: { pk: 'p', sk: 's' } }, {}])
  })
})
