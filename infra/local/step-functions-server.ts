import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type TaskHandler = (input: unknown) => Promise<unknown>
type JsonObject = Record<string, unknown>

interface RegisteredMachine {
  arn: string
  name: string
  definition: string
  roleArn: string
  createdAt: number
  taskHandlers: Record<string, TaskHandler>
}

interface Execution {
  executionArn: string
  stateMachineArn: string
  name: string
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED'
  startDate: number
  stopDate?: number
  input: string
  output?: string
  error?: string
  cause?: string
  abort?: () => void
}

class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

/**
 * A small Step Functions endpoint (the AWS JSON 1.0 protocol the SDK speaks) that runs state machines with
 * aws-local-stepfunctions. Handlers call it through `@aws-sdk/client-sfn` exactly as they call AWS; local
 * mode registers each machine with the same definition CDK deploys and maps its Lambda tasks to the local
 * handler modules. Executions live in memory: the jobs they drive keep their own state in DynamoDB.
 */
export async function startStepFunctionsServer(options: { log?: (line: string) => void } = {}) {
  const { StateMachine } = await import('aws-local-stepfunctions')
  const machines = new Map<string, RegisteredMachine>()
  const executions = new Map<string, Execution>()
  const log = options.log ?? (() => undefined)

  function overridesFor(machine: RegisteredMachine) {
    const definition = JSON.parse(machine.definition) as { States: Record<string, { Type: string; Resource?: string }> }
    const handlers: Record<string, (input: unknown) => Promise<never>> = {}
    for (const [stateName, state] of Object.entries(definition.States)) {
      const handler = state.Type === 'Task' && state.Resource ? machine.taskHandlers[state.Resource] : undefined
      if (handler) handlers[stateName] = handler as (input: unknown) => Promise<never>
    }
    return handlers
  }

  function startExecution(machine: RegisteredMachine, name: string, input: string): Execution {
    const executionArn = `${machine.arn.replace(':stateMachine:', ':execution:')}:${name}`
    if (executions.has(executionArn)) throw new ServiceError('ExecutionAlreadyExists', `Execution ${name} exists`)
    const stateMachine = new StateMachine(JSON.parse(machine.definition), {
      validationOptions: { checkPaths: true, checkArn: false },
    })
    const run = stateMachine.run(JSON.parse(input || '{}'), {
      overrides: { taskResourceLocalHandlers: overridesFor(machine) },
      noThrowOnAbort: true,
    })
    const execution: Execution = {
      executionArn,
      stateMachineArn: machine.arn,
      name,
      status: 'RUNNING',
      startDate: Date.now() / 1000,
      input,
      abort: run.abort,
    }
    executions.set(executionArn, execution)
    run.result.then(
      (output: unknown) => {
        if (execution.status === 'RUNNING') {
          execution.status = 'SUCCEEDED'
          execution.output = JSON.stringify(output)
        }
        execution.stopDate = Date.now() / 1000
      },
      (error: unknown) => {
        const failure = error as { name?: string; message?: string; errorOutput?: { error?: string; cause?: string } }
        execution.status = 'FAILED'
        execution.error = failure.errorOutput?.error ?? failure.name ?? 'Error'
        execution.cause = failure.errorOutput?.cause ?? failure.message
        execution.stopDate = Date.now() / 1000
        log(`execution ${name} failed: ${execution.error} ${execution.cause ?? ''}`)
      },
    )
    return execution
  }

  function describe(execution: Execution) {
    return {
      executionArn: execution.executionArn,
      stateMachineArn: execution.stateMachineArn,
      name: execution.name,
      status: execution.status,
      startDate: execution.startDate,
      stopDate: execution.stopDate,
      input: execution.input,
      output: execution.output,
      error: execution.error,
      cause: execution.cause,
    }
  }

  function requireMachine(arn: unknown): RegisteredMachine {
    const machine = machines.get(String(arn))
    if (!machine) throw new ServiceError('StateMachineDoesNotExist', `State machine ${String(arn)} does not exist`)
    return machine
  }

  const actions: Record<string, (body: JsonObject) => unknown> = {
    CreateStateMachine: (body) => {
      const name = String(body.name)
      const arn = `arn:aws:states:us-east-1:000000000000:stateMachine:${name}`
      const existing = machines.get(arn)
      machines.set(arn, {
        arn,
        name,
        definition: String(body.definition),
        roleArn: String(body.roleArn ?? ''),
        createdAt: existing?.createdAt ?? Date.now() / 1000,
        taskHandlers: existing?.taskHandlers ?? {},
      })
      return { stateMachineArn: arn, creationDate: Date.now() / 1000 }
    },
    DescribeStateMachine: (body) => {
      const machine = requireMachine(body.stateMachineArn)
      return {
        stateMachineArn: machine.arn,
        name: machine.name,
        status: 'ACTIVE',
        definition: machine.definition,
        roleArn: machine.roleArn,
        type: 'STANDARD',
        creationDate: machine.createdAt,
      }
    },
    ListStateMachines: () => ({
      stateMachines: [...machines.values()].map((machine) => ({
        stateMachineArn: machine.arn,
        name: machine.name,
        type: 'STANDARD',
        creationDate: machine.createdAt,
      })),
    }),
    StartExecution: (body) => {
      const machine = requireMachine(body.stateMachineArn)
      const execution = startExecution(machine, String(body.name ?? randomUUID()), String(body.input ?? '{}'))
      return { executionArn: execution.executionArn, startDate: execution.startDate }
    },
    DescribeExecution: (body) => {
      const execution = executions.get(String(body.executionArn))
      if (!execution)
        throw new ServiceError('ExecutionDoesNotExist', `Execution ${String(body.executionArn)} does not exist`)
      return describe(execution)
    },
    StopExecution: (body) => {
      const execution = executions.get(String(body.executionArn))
      if (!execution)
        throw new ServiceError('ExecutionDoesNotExist', `Execution ${String(body.executionArn)} does not exist`)
      if (execution.status === 'RUNNING') {
        execution.status = 'ABORTED'
        execution.error = body.error ? String(body.error) : undefined
        execution.cause = body.cause ? String(body.cause) : undefined
        execution.stopDate = Date.now() / 1000
        execution.abort?.()
      }
      return { stopDate: execution.stopDate }
    },
    ListExecutions: (body) => ({
      executions: [...executions.values()]
        .filter((execution) => execution.stateMachineArn === body.stateMachineArn)
        .filter((execution) => !body.statusFilter || execution.status === body.statusFilter)
        .map(describe),
    }),
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const action = String(request.headers['x-amz-target'] ?? '').replace('AWSStepFunctions.', '')
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' })
        response.end(JSON.stringify(body))
      }
      try {
        const perform = actions[action]
        if (!perform) throw new ServiceError('UnknownOperationException', `${action} is not supported locally`)
        reply(200, perform(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as JsonObject))
      } catch (error) {
        const serviceError =
          error instanceof ServiceError ? error : new ServiceError('InternalFailure', String(error), 500)
        reply(serviceError.status, { __type: serviceError.type, message: serviceError.message })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    name: 'step-functions',
    url: `http://127.0.0.1:${port}`,
    /** Maps a Lambda ARN used as a Task resource to the local handler that plays that Lambda. */
    registerTaskHandler(stateMachineArn: string, resourceArn: string, handler: TaskHandler) {
      requireMachine(stateMachineArn).taskHandlers[resourceArn] = handler
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const execution of executions.values()) if (execution.status === 'RUNNING') execution.abort?.()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
