import { awsConnection } from './aws-connection.ts'
import { DynamoDocumentClient } from './dynamo-document-client.ts'
import { DynamoHttpClient } from './dynamo-http-client.ts'
import { lazyClient } from './lazy-client.ts'

/**
 * A database call that gets no answer fails after this long (and is retried) instead of waiting forever: a request
 * caught by a database restart otherwise holds its job, and the queue behind it, until the Lambda times out.
 * Single-item calls answer in milliseconds; a 25-item batch write well under a second.
 */
export const databaseRequestTimeoutMs = 10_000

/**
 * The platform's one DynamoDB client: items as plain objects (`get`, `put`, `query`, `batchGet`, `transactWrite`,
 * ...), electrodb's and our own direct calls alike, in Lambda, in local mode and in the tests. Local mode points it
 * at DynamoDB Local with `AWS_ENDPOINT_URL_DYNAMODB`.
 */
export const documentClient = lazyClient(
  () =>
    new DynamoDocumentClient(
      new DynamoHttpClient(
        awsConnection('AWS_ENDPOINT_URL_DYNAMODB', 'dynamodb', { requestTimeoutMs: databaseRequestTimeoutMs }),
      ),
    ),
)
