import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resetDatabase } from '@platform/functions/data/database'
import { tableDesign } from '@platform/functions/data/table-design'
import { localEngineEnvironment } from '@platform/functions/models/provider-registry'
import { resetAwsClients } from '@platform/functions/platform/aws-clients/lazy-client'
import { resetEnvironmentCache } from '@platform/functions/platform/environment'
import { deadLetterQueueName, queueDefinitions } from '@platform/functions/platform/jobs/queue-definitions'
import { physicalName } from '@platform/functions/platform/resource-names'
import { jobStepHandlerModule } from '@platform/functions/workflows/job-workflow'
import type { RouteDefinition } from '@platform/shared/routes'
import { functionModuleLoader } from './function-modules.ts'
import { startFunctionWorker } from './function-workers.ts'
import { type LambdaHandler, startGateway } from './gateway.ts'
import { googleUserInfoStandInPath, serveGoogleUserInfo } from './google-stand-in.ts'
import { startModelEngineProcess } from './model-engine/model-engine-process.ts'
import { paymentGatewayStandIns } from './payment-gateway-stand-in.ts'
import { assertJavaAvailable } from './processes.ts'
import { ensureJobStateMachine, ensureQueues, ensureTable, ensureUserPool, localClients } from './provision.ts'
import { startQueuePoller } from './queue-poller.ts'
import { resumeUnfinishedJobs } from './resume-unfinished-jobs.ts'
import { startScheduler } from './scheduler.ts'
import { ensureSiteGuide } from './site-guide.ts'
import { startCognito, startDynamoDb, startMailbox, startQueuesAndStorage } from './stand-ins.ts'
import { startStepFunctionsServer } from './step-functions-server.ts'
import { startTableStreamPoller } from './table-stream-poller.ts'

export const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const stage = 'local'
/** An origin configured by the operator wins; otherwise the gateway's own URL is the console's origin. */
const configuredOrigin = process.env.APP_ORIGIN

export interface LocalPlatformOptions {
  /** Port of the one origin serving console, widget and API (0 picks a free one). */
  port: number
  host?: string
  /** Folder for data kept across restarts; omitted, everything lives in memory (tests). */
  dataDir?: string
  /** Port of the local mailbox web page (0 or omitted picks a free one). */
  mailboxPort?: number
  /** Start the local model engine (OpenAI-compatible) and point the provider at it. */
  modelEngine?: boolean
  /** Port of the model engine (0 or omitted picks a free one). */
  modelEnginePort?: number
  log?: (line: string) => void
  /**
   * Told when a stand-in keeps dying after its restarts; local mode has stopped everything by then (`npm start`
   * exits with an error rather than serving requests that can only fail).
   */
  onFatal?: (reason: string) => void
  /** File URLs of modules the job worker loads first: tests register test-only job kinds with them. */
  jobModules?: string[]
  /** The gateway's per-caller throttling (default on); off for benchmarks sending everything from one address. */
  throttle?: boolean
  /**
   * Create and train the public site's guide assistant (trained on the docs) if the data folder has none yet,
   * and show it on the public pages. Off by default, so tests that start the platform do not pay for a training;
   * `npm start` turns it on. Needs the model engine.
   */
  siteGuide?: boolean
  /** Folder of the built widget served under /widget/ (default `widget/dist`, which `npm run build` writes). */
  widgetRoot?: string
}

export interface LocalPlatform {
  url: string
  apiUrl: string
  mailboxUrl: string
  modelEngineUrl?: string
  services: Record<string, string>
  /** Process ids of the supervised stand-ins (their guards), for tests that crash one. */
  processIds(): Record<'dynamodb' | 'cognito', number | undefined>
  /** Settles once the table's stream consumer has taken every record written before the call (ADR 0028). */
  tableStreamCaughtUp(): Promise<void>
  /** Settles with the guide assistant's embed id once it is trained (at once on later starts); with `siteGuide`. */
  siteGuide?: Promise<string>
  stop(): Promise<void>
}

const loadHandlerModule = functionModuleLoader((module) => module.handler as LambdaHandler)

interface LocalState {
  userPoolId?: string
  userPoolClientId?: string
}

function readState(path: string | undefined): LocalState {
  if (!path || !existsSync(path)) return {}
  return JSON.parse(readFileSync(path, 'utf8')) as LocalState
}

/**
 * Starts the whole platform on one machine: the AWS stand-ins, the resources CDK would create (same
 * definitions), the job workers and the gateway serving API, console and widget. Handlers run unchanged:
 * only environment variables point the AWS SDK at the stand-ins.
 */
export async function startLocalPlatform(options: LocalPlatformOptions): Promise<LocalPlatform> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`))
  const host = options.host ?? '127.0.0.1'
  assertJavaAvailable()
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => log(`stop failed: ${String(error)}`))
  }
  const onGiveUp = (reason: string) => {
    log(`${reason}: stopping local mode`)
    void stopAll().then(() => options.onFatal?.(reason))
  }
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
    const statePath = options.dataDir ? join(options.dataDir, 'state.json') : undefined
    const cognitoFolder = options.dataDir
      ? join(options.dataDir, 'cognito')
      : join(repositoryRoot, '.local', 'tmp', `cognito-${process.pid}-${Date.now()}`)

    const names = {
      table: physicalName(stage, 'table'),
      uploads: physicalName(stage, 'uploads'),
      artifacts: physicalName(stage, 'artifacts'),
    }
    const storageFolder = options.dataDir ? join(options.dataDir, 's3') : undefined
    // The stand-ins in this process first, then the child processes. A child's port is found free and bound a moment
    // later by the child; started together, a stand-in listening here could be handed that port in between, and
    // the client of the child's service then talked to the wrong server (Cognito's calls reached the Step
    // Functions stand-in: "CreateUserPool is not supported locally", seen once in CI on a busy machine).
    const [queuesAndStorage, mailbox, stepFunctions] = await Promise.all([
      startQueuesAndStorage({ buckets: [names.uploads, names.artifacts], storageFolder }),
      startMailbox({ port: options.mailboxPort }),
      startStepFunctionsServer({ log }),
    ])
    stops.push(queuesAndStorage.stop, mailbox.stop, stepFunctions.stop)
    const [dynamo, cognito] = await Promise.all([
      startDynamoDb({ dataDir: options.dataDir ? join(options.dataDir, 'dynamodb') : undefined, log, onGiveUp }),
      startCognito({ dataDir: cognitoFolder, log, onGiveUp }),
    ])
    stops.push(dynamo.stop, cognito.stop)

    let modelEngineUrl: string | undefined
    if (options.modelEngine) {
      const engine = await startModelEngineProcess({
        port: options.modelEnginePort ?? 0,
        host,
        dataDir: options.dataDir
          ? join(options.dataDir, 'model-engine')
          : join(repositoryRoot, '.local', 'tmp', `model-engine-${process.pid}-${Date.now()}`),
        log,
      })
      stops.push(engine.stop)
      modelEngineUrl = engine.url
    }

    Object.assign(process.env, {
      DEPLOYMENT_MODE: 'local',
      STAGE: stage,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
      AWS_ENDPOINT_URL_S3: queuesAndStorage.url,
      AWS_ENDPOINT_URL_SQS: queuesAndStorage.url,
      AWS_ENDPOINT_URL_SFN: stepFunctions.url,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.url,
      AWS_ENDPOINT_URL_SESV2: mailbox.url,
      TABLE_NAME: names.table,
      UPLOADS_BUCKET: names.uploads,
      ARTIFACTS_BUCKET: names.artifacts,
      MAIL_FROM: process.env.MAIL_FROM ?? 'Assistant Platform <no-reply@assistant.local>',
    })
    // Payments offline: the local gateway signs checkouts as Razorpay does, unless an operator set a real gateway.
    if (!process.env.PAYMENT_GATEWAY) {
      Object.assign(process.env, {
        PAYMENT_GATEWAY: 'local',
        RAZORPAY_KEY_ID: 'rzp_test_local',
        RAZORPAY_KEY_SECRET: 'local-gateway-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'local-gateway-webhook-secret',
      })
    }
    // An operator's own provider (MODEL_PROVIDER_BASE_URL set before start) wins over the local engine.
    if (modelEngineUrl && !process.env.MODEL_PROVIDER_BASE_URL) {
      const engineEnvironment = localEngineEnvironment(modelEngineUrl)
      Object.assign(process.env, engineEnvironment)
      // Set for this engine only: a platform started again in the same process (a restart in a test) points
      // the provider at its own engine, not at this one's closed port.
      stops.push(async () => {
        for (const name of Object.keys(engineEnvironment)) delete process.env[name]
      })
    }

    const dynamoClient = localClients.dynamo()
    const sqsClient = localClients.sqs()
    const streamArn = await ensureTable(dynamoClient, names.table)
    const queueUrls = await ensureQueues(sqsClient, stage)
    const pool = await ensureUserPool(localClients.cognito(), stage, readState(statePath))
    if (statePath) writeFileSync(statePath, JSON.stringify(pool, null, 2))
    const machine = await ensureJobStateMachine(localClients.stepFunctions(), stage)
    Object.assign(process.env, {
      JOBS_QUEUE_URL: queueUrls.jobs,
      JOB_STATE_MACHINE_ARN: machine.arn,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
    })

    // Job work (crawls, extraction, generation, imports, training steps) runs in its own process, as it runs in
    // its own Lambdas in the cloud, so the gateway's event loop only answers requests. Stopped after the pollers.
    const jobWorker = startFunctionWorker({ name: 'job', log, preload: options.jobModules })
    stops.push(jobWorker.stop)
    stepFunctions.registerTaskHandler(machine.arn, machine.stepFunctionArn, (input) =>
      jobWorker.invoke(jobStepHandlerModule, input),
    )
    for (const queue of queueDefinitions) {
      const poller = startQueuePoller({
        client: sqsClient,
        queue,
        queueUrl: queueUrls[queue.name] ?? '',
        consumer: (event) => jobWorker.invoke(queue.consumer, event),
        log,
      })
      stops.push(poller.stop)
    }

    // The table's stream, as DynamoDB Streams triggers the consumer Lambda in the cloud (ADR 0028).
    const tableStream = startTableStreamPoller({
      endpoint: dynamo.url,
      tableName: names.table,
      streamArn,
      consumer: (event) => jobWorker.invoke(tableDesign.streamConsumer, event),
      log,
    })
    stops.push(tableStream.stop)

    const scheduler = startScheduler({ invoke: (module, event) => jobWorker.invoke(module, event), log })
    stops.push(scheduler.stop)

    const gateway = await startGateway({
      port: options.port,
      host,
      loadHandler: (route: RouteDefinition) => loadHandlerModule(`handlers/${route.handler}`),
      consoleRoot: join(repositoryRoot, 'web', 'dist'),
      widgetRoot: options.widgetRoot ?? join(repositoryRoot, 'widget', 'dist'),
      throttle: options.throttle,
      standIns: { [googleUserInfoStandInPath]: serveGoogleUserInfo, ...paymentGatewayStandIns },
      log: (line) => {
        if (process.env.LOG_REQUESTS === 'true') log(line)
      },
    })
    stops.push(gateway.stop)
    process.env.APP_ORIGIN = configuredOrigin ?? gateway.url
    // Google sign-in offline: the console's button opens the stand-in, unless a real client id or another
    // stand-in (a test's own) is configured.
    if (!process.env.GOOGLE_CLIENT_ID && !process.env.GOOGLE_USERINFO_URL) {
      Object.assign(process.env, {
        GOOGLE_SIGN_IN_STAND_IN: 'true',
        GOOGLE_USERINFO_URL: `${gateway.url}${googleUserInfoStandInPath}`,
      })
    }
    // A platform started earlier in this process left clients pointing at its stand-ins' ports.
    resetEnvironmentCache()
    resetAwsClients()
    resetDatabase()
    // After the origin is known: the functions' environment is validated on first use and needs it.
    if (options.dataDir) {
      const resumed = await resumeUnfinishedJobs(log)
      if (resumed > 0) log(`resumed ${resumed} unfinished jobs`)
    }

    const siteGuide =
      options.siteGuide && modelEngineUrl
        ? ensureSiteGuide({
            apiUrl: `${gateway.url}/api`,
            mailboxUrl: mailbox.url,
            dataDir: options.dataDir,
            allowedDomains: [
              ...new Set([
                new URL(process.env.APP_ORIGIN ?? gateway.url).hostname,
                new URL(gateway.url).hostname,
                'localhost',
              ]),
            ],
          })
        : undefined
    // Whoever starts the platform decides whether to wait for the guide; a failure must not crash the process.
    siteGuide?.catch((error: unknown) => log(`site guide: ${String(error)}`))

    return {
      url: gateway.url,
      apiUrl: `${gateway.url}/api`,
      siteGuide,
      mailboxUrl: mailbox.url,
      modelEngineUrl,
      services: {
        dynamodb: dynamo.url,
        cognito: cognito.url,
        'sqs-and-s3': queuesAndStorage.url,
        'step-functions': stepFunctions.url,
        mailbox: mailbox.url,
        'dead-letter-queue': queueUrls[deadLetterQueueName('jobs')] ?? '',
        ...(modelEngineUrl ? { 'model-engine': modelEngineUrl } : {}),
      },
      processIds: () => ({ dynamodb: dynamo.processId(), cognito: cognito.processId() }),
      tableStreamCaughtUp: () => tableStream.caughtUp(),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
