import { AsyncLocalStorage } from 'node:async_hooks'
import { Console } from 'node:console'
import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { Writable } from 'node:stream'
import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger'
import * as z from 'zod'
import { readConfiguration } from './environment.ts'

/**
 * Structured JSON logs through Powertools for AWS Lambda's Logger (one JSON object per line: what CloudWatch Logs
 * Insights and `jq` read best; ADR 0031). Every line carries the fields of the invocation it belongs to (request id,
 * route, organization, project, user id, job id and kind), kept per invocation in an AsyncLocalStorage so that local
 * mode, which runs many requests in one process, never mixes them. Values under sensitive keys are replaced before
 * anything is written, so a password, token or code passed by mistake never reaches a log.
 *
 * In local mode (`LOG_FILE` set) the same JSON lines are appended to that file (under the data folder) and a
 * readable version is printed to the terminal.
 */
type Level = 'debug' | 'info' | 'warn' | 'error'

const sensitiveKey =
  /pass(word)?|secret|token|^otp$|^code$|verificationCode|authorization|^cookies?$|api[-_]?key|^(content|text|prompt|completion|question|answer)$/i
/**
 * `silent` keeps test output readable where errors are the expected outcome; an unknown level logs as `info`.
 * `LOG_SAMPLE_RATE` (0 to 1) is the share of invocations logged at debug level whatever the level.
 */
const loggingSchema = z.object({
  LOG_LEVEL: z.string().default('info'),
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  LOG_FILE: z.string().optional(),
  LOG_TO_TERMINAL: z.enum(['true', 'false']).default('true'),
  STAGE: z.string().default('dev'),
})

export type LoggingConfiguration = z.infer<typeof loggingSchema>

let cachedConfiguration: LoggingConfiguration | undefined

/**
 * Read once per process (reading and validating the environment on every line cost more than the line itself);
 * tests that change the variables call `resetLoggingConfiguration`.
 */
export function loggingConfiguration(): LoggingConfiguration {
  cachedConfiguration ??= readConfiguration(loggingSchema, 'logging')
  return cachedConfiguration
}

/** Reads the logging variables again at the next line, with a new Powertools logger if the output changed. */
export function resetLoggingConfiguration(): void {
  cachedConfiguration = undefined
}

/** The service every log line and metric names: one per stage. */
export function serviceName(configuration: LoggingConfiguration = loggingConfiguration()): string {
  return `assistant-${configuration.STAGE}`
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, sensitiveKey.test(key) ? '[redacted]' : redact(item, depth + 1)]),
  )
}

/** Fields the lines of one invocation share; set by the handler pipeline and the job runner. */
export interface InvocationFields {
  requestId?: string
  route?: string
  organizationId?: string
  projectId?: string
  userId?: string
  jobId?: string
  jobKind?: string
  coldStart?: boolean
}

const invocationFields = new AsyncLocalStorage<InvocationFields>()

/**
 * Runs `work` with `fields` on every line it logs (and every line of what it awaits). `fields` becomes the
 * invocation's own record: what `addInvocationFields` adds later shows on the caller's object too.
 */
export function withInvocationFields<T>(fields: InvocationFields, work: () => Promise<T>): Promise<T> {
  refreshSampling()
  return invocationFields.run(Object.assign(fields, { ...invocationFields.getStore(), ...fields }), work)
}

/** Adds fields learnt during the invocation (the user once the session is checked). */
export function addInvocationFields(fields: InvocationFields): void {
  const store = invocationFields.getStore()
  if (store) Object.assign(store, fields)
}

let coldStart = true

/** True for the first invocation of this process (a Lambda's cold start), false afterwards. */
export function takeColdStart(): boolean {
  const value = coldStart
  coldStart = false
  return value
}

const readableSkippedKeys = new Set(['level', 'message', 'timestamp', 'service', 'sampling_rate'])

/** One JSON line as a terminal line: time, level, message, then the fields as key=value. */
export function readableLine(jsonLine: string): string {
  try {
    const record = JSON.parse(jsonLine) as Record<string, unknown>
    const time = typeof record.timestamp === 'string' ? record.timestamp.slice(11, 23) : ''
    const fields = Object.entries(record)
      .filter(([key, value]) => !readableSkippedKeys.has(key) && value !== undefined)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    return [time, String(record.level ?? '').padEnd(5), record.message, ...fields].join(' ')
  } catch {
    return jsonLine
  }
}

/**
 * Local mode's output: a console whose lines are appended to `file` as JSON lines (for `npm run metrics` and `jq`)
 * and, when `terminal` is set, printed readably. Powertools prints through a console of its own; this one replaces it.
 */
export function jsonLinesConsole(file: string, terminal: boolean): Console {
  mkdirSync(dirname(file), { recursive: true })
  const sink = (stream: NodeJS.WriteStream) =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8')
        // One appendFileSync per line: the gateway and the job worker are two processes writing the same file,
        // and an O_APPEND write of one line is not interleaved with another's.
        for (const line of text.split('\n').filter((part) => part.trim() !== '')) {
          appendFileSync(file, `${line}\n`)
          if (terminal) stream.write(`${readableLine(line)}\n`)
        }
        done()
      },
    })
  return new Console({ stdout: sink(process.stdout), stderr: sink(process.stderr) })
}

/**
 * Replaces the console a Powertools utility prints through (its `console` property, set in its constructor). No
 * option does this; `logger.test.ts` fails if an upgrade renames the property.
 */
export function printThrough(utility: object, output: Console): void {
  Reflect.set(utility, 'console', output)
}

let powertools: { logger: PowertoolsLogger; configuration: LoggingConfiguration } | undefined

/** Made on first use, so local mode and tests can set the variables before any line is written. */
function powertoolsLogger(): PowertoolsLogger {
  const configuration = loggingConfiguration()
  if (powertools?.configuration === configuration) return powertools.logger
  const level = configuration.LOG_LEVEL.toUpperCase()
  const logger = new PowertoolsLogger({
    serviceName: serviceName(configuration),
    logLevel: (['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'].includes(level) ? level : 'INFO') as 'INFO',
    sampleRateValue: configuration.LOG_SAMPLE_RATE,
  })
  if (configuration.LOG_FILE)
    printThrough(logger, jsonLinesConsole(configuration.LOG_FILE, configuration.LOG_TO_TERMINAL === 'true'))
  powertools = { logger, configuration }
  return logger
}

/** Draws the debug sampling again for a new invocation. */
function refreshSampling(): void {
  if (powertools && loggingConfiguration().LOG_SAMPLE_RATE > 0) powertools.logger.refreshSampleRateCalculation()
}

function write(level: Level, message: string, fields: Record<string, unknown>): void {
  const logger = powertoolsLogger()
  logger[level](message, redact({ ...invocationFields.getStore(), ...fields }) as Record<string, unknown>)
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
  child(fields: Record<string, unknown>): Logger
}

export function createLogger(baseFields: Record<string, unknown> = {}): Logger {
  return {
    debug: (message, fields = {}) => write('debug', message, { ...baseFields, ...fields }),
    info: (message, fields = {}) => write('info', message, { ...baseFields, ...fields }),
    warn: (message, fields = {}) => write('warn', message, { ...baseFields, ...fields }),
    error: (message, fields = {}) => write('error', message, { ...baseFields, ...fields }),
    child: (fields) => createLogger({ ...baseFields, ...fields }),
  }
}

export const logger = createLogger()
