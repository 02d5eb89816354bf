/**
 * The state machine that runs long, multi-step jobs (training, test runs): start, then call the job's step
 * function until it reports `done` (waiting between calls while an outside system, such as a provider's
 * fine-tuning job, does its part), and record a failure if anything throws.
 *
 * Written in JSONPath (not JSONata): the local runner executes JSONata definitions wrongly without an error.
 * `${JobStepFunctionArn}` is substituted by CDK with the step Lambda's ARN, and by local mode with a local handler.
 */
export const jobStepFunctionPlaceholder = 'JobStepFunctionArn'

export interface JobStepInput {
  jobId: string
  phase: 'start' | 'continue' | 'fail'
  error?: { Error?: string; Cause?: string }
}

export interface JobStepOutput {
  jobId: string
  done: boolean
  /** Seconds to wait before the next `continue` call. */
  waitSeconds: number
}

/**
 * A step may start or poll outside work (a provider's fine-tuning job, a batch of test runs); Lambda's longest
 * timeout leaves it room, and the state machine's waits keep long jobs from holding a function open. The Task
 * states say so too: Step Functions' own default is a year, but the local runner's is 60 s, which a step on a
 * loaded machine (embedding a retrieval index while tests run beside it) can pass.
 */
export const jobStepTimeoutSeconds = 900

const retryTransientErrors = [
  {
    ErrorEquals: ['Lambda.ServiceException', 'Lambda.TooManyRequestsException', 'Lambda.SdkClientException'],
    IntervalSeconds: 2,
    MaxAttempts: 3,
    BackoffRate: 2,
  },
]

const catchAll = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordFailure' }]

export const jobWorkflowDefinition = {
  Comment: 'Runs one job through its steps until it is done, recording failures on the job.',
  StartAt: 'Start',
  States: {
    Start: {
      Type: 'Task',
      Resource: `\${${jobStepFunctionPlaceholder}}`,
      Parameters: { 'jobId.$': '$.jobId', phase: 'start' },
      TimeoutSeconds: jobStepTimeoutSeconds,
      Retry: retryTransientErrors,
      Catch: catchAll,
      Next: 'IsDone',
    },
    IsDone: {
      Type: 'Choice',
      Choices: [{ Variable: '$.done', BooleanEquals: true, Next: 'Succeeded' }],
      Default: 'WaitBeforeNextStep',
    },
    WaitBeforeNextStep: { Type: 'Wait', SecondsPath: '$.waitSeconds', Next: 'Continue' },
    Continue: {
      Type: 'Task',
      Resource: `\${${jobStepFunctionPlaceholder}}`,
      Parameters: { 'jobId.$': '$.jobId', phase: 'continue' },
      TimeoutSeconds: jobStepTimeoutSeconds,
      Retry: retryTransientErrors,
      Catch: catchAll,
      Next: 'IsDone',
    },
    RecordFailure: {
      Type: 'Task',
      Resource: `\${${jobStepFunctionPlaceholder}}`,
      Parameters: { 'jobId.$': '$.jobId', phase: 'fail', 'error.$': '$.error' },
      Next: 'Failed',
    },
    Succeeded: { Type: 'Succeed' },
    Failed: { Type: 'Fail', Error: 'JobFailed', Cause: 'The job failed; its record holds the reason.' },
  },
} as const

export const jobStepHandlerModule = 'handlers/jobs/run-job-step'
