/**
 * Every SQS queue of the platform, once: CDK creates each with its dead-letter queue and consumer Lambda,
 * local mode creates the same queues in the local stand-in and polls them with the same consumer.
 */
export interface QueueDefinition {
  /** Logical name; the physical name gets the stage prefix. */
  name: string
  /** Consumer module under `functions/src/`, without extension; it exports `handler` (an SQSHandler). */
  consumer: string
  /** Must exceed the consumer's timeout so a message is not handed out twice while it is being worked on. */
  visibilityTimeoutSeconds: number
  /** Deliveries before a message is moved to the dead-letter queue. */
  maxReceiveCount: number
  batchSize: number
  consumerTimeoutSeconds: number
  consumerMemoryMb: number
}

export const queueDefinitions: QueueDefinition[] = [
  {
    name: 'jobs',
    consumer: 'handlers/jobs/consume-job-messages',
    visibilityTimeoutSeconds: 960,
    maxReceiveCount: 5,
    batchSize: 1,
    consumerTimeoutSeconds: 900,
    consumerMemoryMb: 1024,
  },
]

export function deadLetterQueueName(queueName: string): string {
  return `${queueName}-dead-letter`
}
