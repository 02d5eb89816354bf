import * as z from 'zod'
import { readConfiguration } from '../environment.ts'
import type { AwsCredentials } from './signature-v4.ts'
import type { SignedHttpTransportOptions } from './signed-http-transport.ts'

/** The variable naming each service's endpoint, as the SDK reads it (`AWS_ENDPOINT_URL_<SERVICE ID>`). */
export type EndpointVariable =
  | 'AWS_ENDPOINT_URL_DYNAMODB'
  | 'AWS_ENDPOINT_URL_S3'
  | 'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER'
  | 'AWS_ENDPOINT_URL_SQS'
  | 'AWS_ENDPOINT_URL_SFN'
  | 'AWS_ENDPOINT_URL_SESV2'

/**
 * What the SDK would read from the environment to reach a service: the region, the credentials Lambda gives the
 * function's role (temporary, with a session token) or local mode's, and the service's endpoint variable (or
 * `AWS_ENDPOINT_URL`), which is how local mode points the very same code at its stand-ins; without them, the
 * service's regional endpoint (`https://<host prefix>.<region>.amazonaws.com`). Read when a client is made; local
 * mode makes its clients again after changing them (`resetAwsClients`).
 *
 * @example new SignedHttpTransport('s3', awsConnection('AWS_ENDPOINT_URL_S3', 's3', { requestTimeoutMs: 30_000 }))
 */
export function awsConnection(
  endpointVariable: EndpointVariable,
  hostPrefix: string,
  timeouts: { requestTimeoutMs: number; connectionTimeoutMs?: number },
): SignedHttpTransportOptions {
  const variables = readConfiguration(
    z.object({
      AWS_REGION: z.string().optional(),
      AWS_DEFAULT_REGION: z.string().optional(),
      AWS_ACCESS_KEY_ID: z.string(),
      AWS_SECRET_ACCESS_KEY: z.string(),
      AWS_SESSION_TOKEN: z.string().optional(),
      [endpointVariable]: z.url().optional(),
      AWS_ENDPOINT_URL: z.url().optional(),
    }),
    'AWS',
  ) as Record<string, string | undefined> & { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string }
  const region = variables.AWS_REGION ?? variables.AWS_DEFAULT_REGION ?? 'us-east-1'
  const endpoint =
    variables[endpointVariable] ??
    variables.AWS_ENDPOINT_URL ??
    `https://${hostPrefix}.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}`
  const credentials: AwsCredentials = {
    accessKeyId: variables.AWS_ACCESS_KEY_ID,
    secretAccessKey: variables.AWS_SECRET_ACCESS_KEY,
    sessionToken: variables.AWS_SESSION_TOKEN,
  }
  return {
    endpoint: new URL(endpoint),
    region,
    credentials: () => credentials,
    requestTimeoutMs: timeouts.requestTimeoutMs,
    connectionTimeoutMs: timeouts.connectionTimeoutMs ?? 3_000,
  }
}
