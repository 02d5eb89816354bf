import { GetAccountCommand } from '@aws-sdk/client-sesv2'
import { DescribeStateMachineCommand } from '@aws-sdk/client-sfn'
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs'
import { mailClient } from './mail.ts'
import { sqsClient } from './sqs.ts'
import { stepFunctionsClient } from './step-functions.ts'

/**
 * The health check's read-only questions to SQS, Step Functions and SES, on the clients that send jobs and mail,
 * each abandoned after `abortSignal` (the health check's own 2 s) rather than the clients' default waits.
 */

/** SQS `GetQueueAttributes` of the queue's ARN: succeeds when the queue exists and the role may use it. */
export function probeQueue(queueUrl: string, abortSignal?: AbortSignal): Promise<unknown> {
  return sqsClient().send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }), {
    abortSignal,
  })
}

/** Step Functions `DescribeStateMachine`. */
export function probeStateMachine(stateMachineArn: string, abortSignal?: AbortSignal): Promise<unknown> {
  return stepFunctionsClient().send(new DescribeStateMachineCommand({ stateMachineArn }), { abortSignal })
}

/** SES v2 `GetAccount`. */
export function probeMailAccount(abortSignal?: AbortSignal): Promise<unknown> {
  return mailClient().send(new GetAccountCommand({}), { abortSignal })
}
