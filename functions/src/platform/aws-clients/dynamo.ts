import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocument } from '@aws-sdk/lib-dynamodb'
import { NodeHttpHandler } from '@smithy/node-http-handler'
import { lazyClient } from './lazy-client.ts'

/**
 * A database call that gets no answer fails after this long (and is retried) instead of waiting forever: a request
 * caught by a database restart otherwise holds its job, and the queue behind it, until the Lambda times out.
 * Single-item calls answer in milliseconds; a 25-item batch write well under a second.
 */
export const databaseRequestTimeoutMs = 10_000

/** Hears a call as it is sent; a function it returns is called once the call has settled. */
type CallListener = (operation: string) => unknown
const callListeners = new Set<CallListener>()

/**
 * Hears every call the DynamoDB client sends (`GetItem`, `TransactWriteItems`, ...; once per call, not per retry),
 * whether it succeeds or not: the tests and benchmarks count a request's DynamoDB calls with it
 * (`tests/support/dynamo-calls.ts`), and with the function a listener returns, called when the call has settled,
 * how many of them ran one after another. A listener that throws fails the call, which the attack tests use to inject a
 * database failure. Returns the unsubscribe.
 */
export function onDynamoCall(listener: CallListener): () => void {
  callListeners.add(listener)
  return () => callListeners.delete(listener)
}

/**
 * The platform's one DynamoDB client (`@aws-sdk/client-dynamodb`). Local mode points it at DynamoDB Local with
 * `AWS_ENDPOINT_URL_DYNAMODB`, which the SDK reads itself.
 */
export const dynamoClient = lazyClient(() => {
  const client = new DynamoDBClient({
    requestHandler: new NodeHttpHandler({ requestTimeout: databaseRequestTimeoutMs, connectionTimeout: 3_000 }),
  })
  // At the `initialize` step, before the retry middleware: once per call, whatever the retries.
  client.middlewareStack.add(
    (next, context) => (args) => {
      const operation = (context.commandName ?? '').replace(/Command$/, '')
      const settled = [...callListeners]
        .map((listener) => listener(operation))
        .filter((answer): answer is () => void => typeof answer === 'function')
      if (settled.length === 0) return next(args)
      return next(args).finally(() => {
        for (const done of settled) done()
      })
    },
    { step: 'initialize', name: 'platformCallListeners' },
  )
  return client
})

/**
 * The same client with items as plain objects (`@aws-sdk/lib-dynamodb`: `get`, `put`, `query`, `batchGet`,
 * `transactWrite`, ...), for electrodb (its v3 client path) and the platform's own direct calls alike, in Lambda, in
 * local mode and in the tests. An attribute set to undefined is left out rather than refused.
 *
 * @example const { Item } = await documentClient().get({ TableName, Key: { pk, sk } })
 */
export const documentClient = lazyClient(() =>
  DynamoDBDocument.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } }),
)
