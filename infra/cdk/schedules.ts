import { type ScheduleDefinition, scheduleDefinitions } from '@platform/functions/platform/jobs/schedule-definitions'
import { physicalName } from '@platform/functions/platform/resource-names'
import { Duration } from 'aws-cdk-lib'
import { Rule, Schedule } from 'aws-cdk-lib/aws-events'
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets'
import { Construct } from 'constructs'
import { functionNameFor, pascalCase } from './naming.ts'
import { PlatformFunction } from './platform-function.ts'
import { functionSourceFile } from './project-paths.ts'

export interface SchedulesProps {
  stage: string
  definitions?: ScheduleDefinition[]
}

/** One EventBridge rule per entry of `scheduleDefinitions`, each targeting its own Lambda of the handler module. */
export class Schedules extends Construct {
  /** The scheduled functions; the stack hands them their environment and grants. */
  readonly functions: PlatformFunction[]

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id)
    this.functions = (props.definitions ?? scheduleDefinitions).map((definition) => {
      const idPrefix = pascalCase(definition.name)
      const scheduledFunction = new PlatformFunction(this, `${idPrefix}Function`, {
        functionName: functionNameFor(props.stage, `scheduled-${definition.name}`),
        description: definition.description,
        sourceFile: functionSourceFile(definition.handler),
        memoryMb: definition.memoryMb,
        timeoutSeconds: definition.timeoutSeconds,
      })
      new Rule(this, `${idPrefix}Rule`, {
        ruleName: physicalName(props.stage, definition.name),
        description: definition.description,
        schedule: Schedule.rate(Duration.minutes(definition.everyMinutes)),
        // A failed run is retried by the next tick; EventBridge's own retries would only stack runs.
        targets: [new LambdaFunction(scheduledFunction, { retryAttempts: 0 })],
      })
      return scheduledFunction
    })
  }
}
