import { Tracer } from '@aws-lambda-powertools/tracer'
import { serviceName } from './logger.ts'

/**
 * X-Ray tracing through Powertools Tracer: every AWS SDK client (`aws-clients/lazy-client.ts`) and every `fetch`
 * (the model provider's calls) become subsegments of the invocation, so one chat shows its DynamoDB calls and its
 * model call. Tracing is on only inside Lambda (Powertools reads `AWS_EXECUTION_ENV`); local mode and the tests
 * get a tracer that does nothing. Made on first use, after the stage is known.
 */
let tracer: Tracer | undefined

export function platformTracer(): Tracer {
  tracer ??= new Tracer({ serviceName: serviceName() })
  return tracer
}

/** The client, with each call it sends recorded as a subsegment (unchanged when tracing is off). */
export function traceClient<Client>(client: Client): Client {
  return platformTracer().captureAWSv3Client(client)
}
