import { awsConnection } from './aws-connection.ts'
import { lazyClient } from './lazy-client.ts'
import { S3HttpClient } from './s3-http-client.ts'

/**
 * The platform's S3 client (`s3-http-client.ts`); local mode points it at its stand-in with `AWS_ENDPOINT_URL_S3`.
 * A call that gets no answer within 30 s fails (and is retried): stored files are at most a few megabytes, and a
 * request's whole budget at API Gateway is 30 s.
 */
export const s3Client = lazyClient(
  () => new S3HttpClient(awsConnection('AWS_ENDPOINT_URL_S3', 's3', { requestTimeoutMs: 30_000 })),
)
