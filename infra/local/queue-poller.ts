import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  type Message,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs'
import type { QueueDefinition } from '@platform/functions/platform/jobs/queue-definitions'
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'

export type QueueConsumer = (event: SQSEvent) => Promise<SQSBatchResponse | undefined>

function toRecord(message: Message, queueArn: string): SQSEvent['Records'][number] {
  const attributes = message.Attributes ?? {}
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: 'us-east-1',
  }
}

/**
 * What Lambda's SQS event source mapping does, locally: long-poll the queue, hand batches to the consumer,
 * delete what succeeded and leave failures for redelivery (and, past maxReceiveCount, the dead-letter queue).
 * Retries come back after a short backoff instead of the full visibility timeout so local work stays quick.
 */
export function startQueuePoller(options: {
  client: SQSClient
  queue: QueueDefinition
  queueUrl: string
  consumer: QueueConsumer
  log: (line: string) => void
}) {
  let running = true
  let idle: Promise<void> = Promise.resolve()
  const loop = async () => {
    while (running) {
      try {
        const received = await options.client.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: options.queue.batchSize,
            WaitTimeSeconds: 1,
            VisibilityTimeout: options.queue.visibilityTimeoutSeconds,
            MessageSystemAttributeNames: ['All'],
          }),
        )
        const messages = received.Messages ?? []
        if (messages.length === 0) continue
        const response = await options
          .consumer({
            Records: messages.map((message) => toRecord(message, options.queue.name)),
          })
          .catch((error: unknown) => {
            options.log(`consumer of ${options.queue.name} threw: ${String(error)}`)
            return { batchItemFailures: messages.map((message) => ({ itemIdentifier: message.MessageId ?? '' })) }
          })
        const failed = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier))
        for (const message of messages) {
          if (failed.has(message.MessageId ?? '')) {
            const receiveCount = Number(message.Attributes?.ApproximateReceiveCount ?? '1')
            await options.client.send(
              new ChangeMessageVisibilityCommand({
                QueueUrl: options.queueUrl,
                ReceiptHandle: message.ReceiptHandle,
                VisibilityTimeout: Math.min(30, receiveCount),
              }),
            )
          } else {
            await options.client.send(
              new DeleteMessageCommand({ QueueUrl: options.queueUrl, ReceiptHandle: message.ReceiptHandle }),
            )
          }
        }
      } catch (error) {
        if (!running) break
        options.log(`polling ${options.queue.name} failed: ${String(error)}`)
        await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
    }
  }
  idle = loop()
  return {
    stop: async () => {
      running = false
      await idle
    },
  }
}
