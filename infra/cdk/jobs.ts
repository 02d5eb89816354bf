import {
  deadLetterQueueName,
  type QueueDefinition,
  queueDefinitions,
} from '@platform/functions/platform/jobs/queue-definitions'
import { physicalName } from '@platform/functions/platform/resource-names'
import {
  jobStepFunctionPlaceholder,
  jobStepHandlerModule,
  jobStepTimeoutSeconds,
  jobWorkflowDefinition,
} from '@platform/functions/workflows/job-workflow'
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib'
import type { IGrantable } from 'aws-cdk-lib/aws-iam'
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources'
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs'
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs'
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions'
import { Construct } from 'constructs'
import { functionNameFor, pascalCase } from './naming.ts'
import { PlatformFunction } from './platform-function.ts'
import { functionSourceFile } from './project-paths.ts'

export interface JobsProps {
  stage: string
}

/** The queue that `resourceVariables.jobsQueueUrl` names; other queues would need their own variable. */
const jobsQueueName = 'jobs'

const jobStepMemoryMb = 1024

interface QueueWithConsumer {
  definition: QueueDefinition
  queue: Queue
  deadLetterQueue: Queue
  consumer: PlatformFunction
}

/** Long work: SQS queues with dead-letter queues and their consumers, and the state machine for multi-step jobs. */
export class Jobs extends Construct {
  readonly queues: QueueWithConsumer[]
  readonly jobsQueue: Queue
  readonly stepFunction: PlatformFunction
  readonly stateMachine: StateMachine
  /**
   * Built from the state machine's fixed name rather than referenced: the step function is invoked by the state
   * machine and also receives this ARN, and a reference would make the two depend on each other.
   */
  readonly stateMachineArn: string
  /** Every function created here; the stack hands them their environment and grants once all resources exist. */
  readonly functions: PlatformFunction[]

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id)

    this.queues = queueDefinitions.map((definition) => this.createQueue(props.stage, definition))
    const jobsQueue = this.queues.find((entry) => entry.definition.name === jobsQueueName)
    if (!jobsQueue)
      throw new Error(`queueDefinitions must define the '${jobsQueueName}' queue that API handlers send to`)
    this.jobsQueue = jobsQueue.queue

    this.stepFunction = new PlatformFunction(this, 'JobStepFunction', {
      functionName: functionNameFor(props.stage, 'job-step'),
      description: 'Runs one step of a long job for the job state machine',
      sourceFile: functionSourceFile(jobStepHandlerModule),
      memoryMb: jobStepMemoryMb,
      timeoutSeconds: jobStepTimeoutSeconds,
    })

    const stateMachineName = physicalName(props.stage, 'jobs')
    this.stateMachine = new StateMachine(this, 'JobStateMachine', {
      stateMachineName,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(JSON.stringify(jobWorkflowDefinition)),
      definitionSubstitutions: { [jobStepFunctionPlaceholder]: this.stepFunction.functionArn },
      // One trace per job execution, joined by the step function's own segments.
      tracingEnabled: true,
      logs: {
        destination: new LogGroup(this, 'JobStateMachineLogs', {
          // The vendedlogs prefix keeps CloudWatch's resource policy small however many state machines log.
          logGroupName: `/aws/vendedlogs/states/${stateMachineName}`,
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        level: LogLevel.ALL,
        // Step inputs carry only job ids and error causes, never user content.
        includeExecutionData: true,
      },
    })
    // The definition is a string, so CDK cannot see the task and does not grant the invocation itself.
    this.stepFunction.grantInvoke(this.stateMachine)
    this.stateMachineArn = Stack.of(this).formatArn({
      service: 'states',
      resource: 'stateMachine',
      resourceName: stateMachineName,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    })

    this.functions = [...this.queues.map((entry) => entry.consumer), this.stepFunction]
    for (const entry of this.queues) this.grantStartJobs(entry.consumer)
  }

  /** Lets API handlers enqueue job messages. */
  grantEnqueue(grantee: IGrantable): void {
    this.jobsQueue.grants.sendMessages(grantee)
  }

  /** Lets a caller start the job state machine and follow or cancel the executions it started. */
  grantStartJobs(grantee: IGrantable): void {
    this.stateMachine.grants.startExecution(grantee)
    this.stateMachine.grants.execution(grantee, 'states:DescribeExecution', 'states:StopExecution')
  }

  private createQueue(stage: string, definition: QueueDefinition): QueueWithConsumer {
    if (definition.visibilityTimeoutSeconds <= definition.consumerTimeoutSeconds) {
      throw new Error(
        `Queue '${definition.name}': visibilityTimeoutSeconds (${definition.visibilityTimeoutSeconds}) must exceed ` +
          `consumerTimeoutSeconds (${definition.consumerTimeoutSeconds}), or SQS hands a message out again while it is being worked on`,
      )
    }
    const idPrefix = pascalCase(definition.name)
    const deadLetterQueue = new Queue(this, `${idPrefix}DeadLetterQueue`, {
      queueName: physicalName(stage, deadLetterQueueName(definition.name)),
      // The longest SQS allows: poison messages wait there until someone has looked at why they failed.
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    })
    const queue = new Queue(this, `${idPrefix}Queue`, {
      queueName: physicalName(stage, definition.name),
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    })
    const consumer = new PlatformFunction(this, `${idPrefix}Consumer`, {
      functionName: functionNameFor(stage, `${definition.name}-consumer`),
      description: `Consumes the ${definition.name} queue`,
      sourceFile: functionSourceFile(definition.consumer),
      memoryMb: definition.consumerMemoryMb,
      timeoutSeconds: definition.consumerTimeoutSeconds,
    })
    consumer.addEventSource(
      new SqsEventSource(queue, {
        batchSize: definition.batchSize,
        // A failed message is retried alone instead of taking its whole batch back to the queue.
        reportBatchItemFailures: true,
      }),
    )
    return { definition, queue, deadLetterQueue, consumer }
  }
}
