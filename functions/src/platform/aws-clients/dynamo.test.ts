import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { marshall } from '@aws-sdk/util-dynamodb'
import { Entity, Service } from 'electrodb'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isConditionFailure } from '../../data/database.ts'
import { documentClient, onDynamoCall } from './dynamo.ts'
import { resetAwsClients } from './lazy-client.ts'

interface ScriptedAnswer {
  status: number
  body: object
}

/** A stand-in for DynamoDB's endpoint: answers each request with the next scripted answer, keeps the operations. */
let server: Server
const answers: ScriptedAnswer[] = []
const received: string[] = []
const savedEnvironment = { ...process.env }

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      received.push(String(request.headers['x-amz-target']).replace('DynamoDB_20120810.', ''))
      const answer = answers.shift() ?? { status: 200, body: {} }
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  })
  resetAwsClients()
})

afterEach(() => {
  answers.length = 0
  received.length = 0
})

afterAll(async () => {
  process.env = savedEnvironment
  resetAwsClients()
  await new Promise((resolve) => server.close(resolve))
})

function notes() {
  const client = documentClient()
  const note = new Entity(
    {
      model: { entity: 'note', version: '1', service: 'test' },
      attributes: { noteId: { type: 'string', required: true }, text: { type: 'string' } },
      indexes: { primary: { pk: { field: 'pk', composite: ['noteId'] }, sk: { field: 'sk', composite: [] } } },
    },
    { client, table: 'table' },
  )
  return new Service({ note }, { client, table: 'table' })
}

describe('the DynamoDB client', () => {
  it('tells its listeners each call once, by operation, however often the SDK retries it', async () => {
    const heard: string[] = []
    const stop = onDynamoCall((operation) => heard.push(operation))
    answers.push({ status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError' } })
    answers.push({ status: 200, body: { Item: marshall({ pk: 'a', sk: 'b', text: 'kept' }) } })
    const { Item } = await documentClient()
      .get({ TableName: 'table', Key: { pk: 'a', sk: 'b' } })
      .finally(stop)
    expect(Item).toEqual({ pk: 'a', sk: 'b', text: 'kept' })
    expect(received).toEqual(['GetItem', 'GetItem'])
    expect(heard).toEqual(['GetItem'])
  })

  it('fails a call whose listener throws, without sending it (how the attack tests inject a database failure)', async () => {
    const stop = onDynamoCall(() => {
      throw Object.assign(new Error('injected'), { name: 'InternalServerError' })
    })
    const failed = documentClient().put({ TableName: 'table', Item: { pk: 'a', sk: 'b' } })
    await expect(failed.finally(stop)).rejects.toMatchObject({ name: 'InternalServerError' })
    expect(received).toEqual([])
  })

  it("names a failed condition as DynamoDB does, through electrodb's v3 client path", async () => {
    answers.push({
      status: 400,
      body: { __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'failed' },
    })
    const failed = await notes()
      .entities.note.create({ noteId: 'n1', text: 'one' })
      .go()
      .catch((error: unknown) => error)
    expect(isConditionFailure(failed)).toBe(true)
    expect(received).toEqual(['PutItem'])
  })

  it("answers a cancelled transaction as electrodb's `canceled`, with DynamoDB's reason codes", async () => {
    answers.push({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        message: 'Transaction cancelled',
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Item: marshall({ pk: '$test#noteid_n2', text: 'two' }) },
        ],
      },
    })
    const result = await notes()
      .transaction.write(({ note }) => [
        note.create({ noteId: 'n1', text: 'one' }).commit(),
        note.create({ noteId: 'n2', text: 'two' }).commit({ response: 'all_old' }),
      ])
      .go()
    expect(result.canceled).toBe(true)
    expect(result.data.map((reason) => reason.code)).toEqual(['None', 'ConditionalCheckFailed'])
    expect(received).toEqual(['TransactWriteItems'])
  })
})
