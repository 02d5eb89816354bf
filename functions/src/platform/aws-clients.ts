import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { S3Client } from '@aws-sdk/client-s3'
import { SESv2Client } from '@aws-sdk/client-sesv2'
import { SFNClient } from '@aws-sdk/client-sfn'
import { SQSClient } from '@aws-sdk/client-sqs'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/**
 * One lazily created client per AWS service, reused across invocations of a warm Lambda.
 * Endpoints are never configured here: the SDK reads `AWS_ENDPOINT_URL_<SERVICE>` from the environment,
 * which is how local mode points the very same code at its stand-ins.
 */
const resets: Array<() => void> = []

function lazy<T>(create: () => T): () => T {
  let instance: T | undefined
  resets.push(() => {
    instance = undefined
  })
  return () => {
    instance ??= create()
    return instance
  }
}

/**
 * Forgets every client so the next use reads the environment again. Only local mode calls it, when it
 * (re)starts its stand-ins on new ports inside one process; a Lambda never changes endpoints.
 */
export function resetAwsClients(): void {
  for (const reset of resets) reset()
}

/**
 * A database call that gets no answer fails after this long (and is retried by the SDK) instead of waiting forever:
 * a request caught by a database restart otherwise holds its job, and the queue behind it, until the Lambda times
 * out. Single-item calls answer in milliseconds; a 25-item batch write well under a second.
 */
export const databaseRequestTimeoutMs = 10_000

export const dynamoClient = lazy(
  () => new DynamoDBClient({ requestHandler: { requestTimeout: databaseRequestTimeoutMs, connectionTimeout: 3_000 } }),
)
export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } }),
)
// Path-style because local stand-ins listen on 127.0.0.1, where virtual-hosted bucket names cannot resolve;
// it is equally valid against AWS.
export const s3Client = lazy(() => new S3Client({ forcePathStyle: true }))
// The configured endpoint, not the host inside queue URLs, decides where requests go: in AWS both are the
// regional endpoint, and locally queue URLs carry a name the stand-in cannot be reached by.
export const sqsClient = lazy(() => new SQSClient({ useQueueUrlAsEndpoint: false }))
export const stepFunctionsClient = lazy(() => new SFNClient({}))
export const cognitoClient = lazy(() => new CognitoIdentityProviderClient({}))
export const mailClient = lazy(() => new SESv2Client({}))
