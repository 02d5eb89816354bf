import type { AttributeValue } from '@aws-sdk/client-dynamodb'
import { unmarshall } from '@aws-sdk/util-dynamodb'
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda'
import { logger } from '../logger.ts'

/** An item as the stream hands it, its attributes plain (electrodb names its entity in `__edb_e__`). */
export type StreamedItem = Record<string, unknown>

/**
 * What follows from an inserted or changed item of an entity (its new image), derived off the request path (ADR
 * 0028, 0030): each must be idempotent per item, because a stream record can be delivered more than once (a retried
 * batch, a redelivery after a crash), and must tell from the item itself whether there is anything to do (a changed
 * item is handed over again).
 */
export type TableStreamDerivations = Record<string, (item: StreamedItem) => Promise<unknown>>

/**
 * The Lambda the table's stream triggers (cloud: DynamoDB Streams, `infra/cdk/table-stream-consumer.ts`; local mode:
 * `infra/local/table-stream-poller.ts` hands it the same event): every inserted or changed item whose entity has a derivation is
 * handed to it, in stream order. The first record that fails is reported with every one after it (a stream's batch
 * is retried from the first failure: ReportBatchItemFailures), and the ones before stay done; after its retries a
 * failing batch goes to the dead-letter queue.
 */
export function createTableStreamConsumer(derivations: TableStreamDerivations) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      const image = record.dynamodb?.NewImage
      if ((record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') || !image) continue
      // Only the items of a derived entity are read whole: the others are passed by unparsed.
      const entity = image.__edb_e__?.S
      const derive = entity ? derivations[entity] : undefined
      if (!derive) continue
      try {
        await derive(unmarshall(image as Record<string, AttributeValue>))
      } catch (error) {
        logger.error('table stream record not derived; its batch is retried from it', {
          error,
          entity,
          sequenceNumber: record.dynamodb?.SequenceNumber,
        })
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] }
      }
    }
    return { batchItemFailures: [] }
  }
}
