import {
  AwsServiceError,
  type CallOptions,
  type HttpAnswer,
  SignedHttpTransport,
  type SignedHttpTransportOptions,
} from './signed-http-transport.ts'

/**
 * A service of AWS's JSON protocol (`POST /`, `X-Amz-Target: <prefix>.<Operation>`, the input as JSON): DynamoDB
 * (1.0, `DynamoDB_20120810`) and Cognito user pools (1.1, `AWSCognitoIdentityProviderService`).
 */
export interface AwsJsonProtocol {
  /** The signing name: `dynamodb`, `cognito-idp`. */
  service: string
  targetPrefix: string
  version: '1.0' | '1.1'
  /** Operations the service serves without credentials, which the SDK sends unsigned (Cognito's `InitiateAuth`, ...). */
  unsignedOperations?: ReadonlySet<string>
  /** How the input is written (DynamoDB's binary values as base64). */
  replacer?: (this: Record<string, unknown>, key: string, value: unknown) => unknown
  /** How an answer is read (DynamoDB's binary values back to bytes); `JSON.parse` when not given. */
  parse?: (text: string) => unknown
}

export class AwsJsonClient {
  private readonly transport: SignedHttpTransport

  constructor(
    private readonly protocol: AwsJsonProtocol,
    options: SignedHttpTransportOptions,
  ) {
    this.transport = new SignedHttpTransport(protocol.service, options)
  }

  /** Sends one operation with its input as the service's API reference writes it, and answers its output. */
  async call<Output>(operation: string, input: unknown, options: CallOptions = {}): Promise<Output> {
    const { targetPrefix, version, unsignedOperations, replacer, parse = JSON.parse } = this.protocol
    const answer = await this.transport.call(
      {
        operation,
        method: 'POST',
        path: '/',
        headers: {
          'content-type': `application/x-amz-json-${version}`,
          'x-amz-target': `${targetPrefix}.${operation}`,
        },
        body: JSON.stringify(input, replacer),
        signed: !unsignedOperations?.has(operation),
        errorOf: jsonServiceError,
      },
      options,
    )
    const text = answer.body.toString('utf8')
    return (text ? parse(text) : {}) as Output
  }
}

/**
 * The error a JSON protocol answer stands for, named as the SDK names it: from the `x-amzn-errortype` header, else
 * the body's `__type` or `code`, without a namespace (`com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException`
 * and `NotAuthorizedException:http://internal.amazon.com/...` both give the bare name). The body's other fields stay
 * on the error as sent.
 */
export function jsonServiceError({ status, headers, body }: HttpAnswer): AwsServiceError {
  let fields: Record<string, unknown> = {}
  try {
    fields = JSON.parse(body.toString('utf8')) as Record<string, unknown>
  } catch {
    // A proxy's or load balancer's page rather than the service's JSON: the status alone says what happened.
  }
  const { __type: type, code, message, Message, ...rest } = fields
  const header = headers['x-amzn-errortype']
  const raw = typeof header === 'string' && header ? header : typeof type === 'string' ? type : code
  const name = typeof raw === 'string' && raw ? (raw.split(':')[0]?.split('#').pop() ?? raw) : `HttpError${status}`
  const description = typeof message === 'string' ? message : typeof Message === 'string' ? Message : ''
  const requestId = headers['x-amzn-requestid']
  return new AwsServiceError(
    name,
    description || `${name} (HTTP ${status})`,
    status,
    rest,
    typeof requestId === 'string' ? requestId : undefined,
  )
}
