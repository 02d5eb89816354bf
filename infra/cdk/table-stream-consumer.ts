import { tableDesign } from '@platform/functions/data/table-design'
import { physicalName } from '@platform/functions/platform/resource-names'
import { Duration } from 'aws-cdk-lib'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda'
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources'
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs'
import { Construct } from 'constructs'
import { functionNameFor } from './naming.ts'
import { PlatformFunction } from './platform-function.ts'
import { functionSourceFile } from './project-paths.ts'

/** Entities whose inserted items the consumer derives bookkeeping from (`wiring/table-stream-derivations.ts`). */
const derivedEntities = ['creditEntry', 'deploymentLogEntry', 'playgroundAnswer']
/**
 * Assistant messages, inserted or changed by the end user's feedback, feed the version's "Improve" inbox (ADR 0030);
 * the filter leaves out the end users' own messages and the sessions.
 */
const inboxFilter = {
  eventName: FilterRule.or('INSERT', 'MODIFY'),
  dynamodb: { NewImage: { __edb_e__: { S: ['chatMessage'] }, sender: { S: ['ASSISTANT'] } } },
}

/**
 * The table's stream and its consumer (ADR 0028): the request path writes an answered chat's ledger and log entries;
 * this Lambda settles them into the balance, the day's usage and the model's hourly count, off the request path.
 * Only inserts of those entities invoke it (an event filter). A failing record is retried from where it failed
 * (ReportBatchItemFailures, halving the batch around it), then its batch's description goes to the dead-letter
 * queue; the consumer is idempotent per item, so retries and redeliveries change nothing twice.
 */
export class TableStreamConsumer extends Construct {
  readonly consumer: PlatformFunction
  readonly deadLetterQueue: Queue

  constructor(scope: Construct, id: string, props: { stage: string; table: ITable }) {
    super(scope, id)
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      queueName: physicalName(props.stage, 'table-stream-dead-letter'),
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    })
    this.consumer = new PlatformFunction(this, 'Consumer', {
      functionName: functionNameFor(props.stage, 'table-stream-consumer'),
      description: "Derives chats' bookkeeping from the table's stream",
      sourceFile: functionSourceFile(tableDesign.streamConsumer),
      memoryMb: 512,
      timeoutSeconds: 60,
    })
    this.consumer.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { __edb_e__: { S: derivedEntities } } },
          }),
          FilterCriteria.filter(inboxFilter),
        ],
      }),
    )
  }
}
