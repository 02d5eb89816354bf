import { awsConnection } from './aws-connection.ts'
import { AwsJsonClient, jsonServiceError } from './aws-json-client.ts'
import { lazyClient } from './lazy-client.ts'
import { SignedHttpTransport } from './signed-http-transport.ts'

/**
 * The health check's read-only questions to SQS, Step Functions and SES, over the platform's signed HTTP transport:
 * `GET /health` asks every dependency on every call, and loading the runtime's three SDK clients for one question
 * each was most of its cold import (~250 ms of CPU time, docs/decisions/0018). Sending jobs and mail stays with the
 * SDK clients (`sqs.ts`, `step-functions.ts`, `mail.ts`), loaded when a function first sends.
 */
const timeouts = { requestTimeoutMs: 2_000, connectionTimeoutMs: 2_000 }

const queueService = lazyClient(
  () =>
    new AwsJsonClient(
      { service: 'sqs', targetPrefix: 'AmazonSQS', version: '1.0' },
      awsConnection('AWS_ENDPOINT_URL_SQS', 'sqs', timeouts),
    ),
)

const workflowService = lazyClient(
  () =>
    new AwsJsonClient(
      { service: 'states', targetPrefix: 'AWSStepFunctions', version: '1.0' },
      awsConnection('AWS_ENDPOINT_URL_SFN', 'states', timeouts),
    ),
)

const mailService = lazyClient(
  () => new SignedHttpTransport('ses', awsConnection('AWS_ENDPOINT_URL_SESV2', 'email', timeouts)),
)

/** SQS `GetQueueAttributes` of the queue's ARN: succeeds when the queue exists and the role may use it. */
export function probeQueue(queueUrl: string): Promise<unknown> {
  return queueService().call('GetQueueAttributes', { QueueUrl: queueUrl, AttributeNames: ['QueueArn'] })
}

/** Step Functions `DescribeStateMachine`. */
export function probeStateMachine(stateMachineArn: string): Promise<unknown> {
  return workflowService().call('DescribeStateMachine', { stateMachineArn })
}

/** SES v2 `GetAccount` (`GET /v2/email/account`, REST with JSON errors named as the JSON protocols name them). */
export function probeMailAccount(): Promise<unknown> {
  return mailService().call({
    operation: 'GetAccount',
    method: 'GET',
    path: '/v2/email/account',
    headers: {},
    signed: true,
    errorOf: jsonServiceError,
  })
}
