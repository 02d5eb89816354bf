import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyClient } from './lazy-client.ts'

/**
 * A database call that gets no answer fails after this long (and is retried by the SDK) instead of waiting forever:
 * a request caught by a database restart otherwise holds its job, and the queue behind it, until the Lambda times
 * out. Single-item calls answer in milliseconds; a 25-item batch write well under a second.
 */
export const databaseRequestTimeoutMs = 10_000

export const dynamoClient = lazyClient(
  () => new DynamoDBClient({ requestHandler: { requestTimeout: databaseRequestTimeoutMs, connectionTimeout: 3_000 } }),
)
export const documentClient = lazyClient(() =>
  DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } }),
)
