import * as z from 'zod'
import { readConfiguration } from '../environment.ts'
import { DynamoDocumentClient } from './dynamo-document-client.ts'
import { DynamoHttpClient } from './dynamo-http-client.ts'
import { lazyClient } from './lazy-client.ts'
import type { AwsCredentials } from './signature-v4.ts'

/**
 * A database call that gets no answer fails after this long (and is retried) instead of waiting forever: a request
 * caught by a database restart otherwise holds its job, and the queue behind it, until the Lambda times out.
 * Single-item calls answer in milliseconds; a 25-item batch write well under a second.
 */
export const databaseRequestTimeoutMs = 10_000

/**
 * What the SDK would read from the environment to reach DynamoDB: the region, the credentials Lambda gives the
 * function's role (temporary, with a session token) or local mode's, and `AWS_ENDPOINT_URL_DYNAMODB` (or
 * `AWS_ENDPOINT_URL`), which is how local mode points the very same code at DynamoDB Local. Read when the client is
 * made; local mode makes it again after changing them (`resetAwsClients`).
 */
function connectionFromEnvironment() {
  const variables = readConfiguration(
    z.object({
      AWS_REGION: z.string().optional(),
      AWS_DEFAULT_REGION: z.string().optional(),
      AWS_ACCESS_KEY_ID: z.string(),
      AWS_SECRET_ACCESS_KEY: z.string(),
      AWS_SESSION_TOKEN: z.string().optional(),
      AWS_ENDPOINT_URL_DYNAMODB: z.url().optional(),
      AWS_ENDPOINT_URL: z.url().optional(),
    }),
    'AWS',
  )
  const region = variables.AWS_REGION ?? variables.AWS_DEFAULT_REGION ?? 'us-east-1'
  const endpoint =
    variables.AWS_ENDPOINT_URL_DYNAMODB ??
    variables.AWS_ENDPOINT_URL ??
    `https://dynamodb.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}`
  const credentials: AwsCredentials = {
    accessKeyId: variables.AWS_ACCESS_KEY_ID,
    secretAccessKey: variables.AWS_SECRET_ACCESS_KEY,
    sessionToken: variables.AWS_SESSION_TOKEN,
  }
  return { region, endpoint: new URL(endpoint), credentials }
}

/**
 * The platform's one DynamoDB client: items as plain objects (`get`, `put`, `query`, `batchGet`, `transactWrite`,
 * ...), electrodb's and our own direct calls alike, in Lambda, in local mode and in the tests.
 */
export const documentClient = lazyClient(() => {
  const { region, endpoint, credentials } = connectionFromEnvironment()
  const http = new DynamoHttpClient({
    endpoint,
    region,
    credentials: () => credentials,
    requestTimeoutMs: databaseRequestTimeoutMs,
    connectionTimeoutMs: 3_000,
  })
  return new DynamoDocumentClient(http)
})
