import * as z from 'zod'
import { readConfiguration } from './environment.ts'

/**
 * Structured JSON logs (one line per event, what CloudWatch Logs Insights and `jq` read best).
 * Values under sensitive keys are replaced before anything is written, so a password or token passed
 * by mistake never reaches a log.
 */
type Level = 'debug' | 'info' | 'warn' | 'error'

const sensitiveKey = /pass(word)?|secret|token|^otp$|^code$|verificationCode|authorization|^cookies?$|api[-_]?key/i
const levelOrder: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }
/** `silent` keeps test output readable where errors are the expected outcome; an unknown level logs as `info`. */
const loggingSchema = z.object({ LOG_LEVEL: z.string().default('info') })

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, sensitiveKey.test(key) ? '[redacted]' : redact(item, depth + 1)]),
  )
}

function minimumLevel(): number {
  const configured = readConfiguration(loggingSchema, 'logging').LOG_LEVEL
  if (configured === 'silent') return Number.POSITIVE_INFINITY
  return levelOrder[configured as Level] ?? levelOrder.info
}

function write(level: Level, message: string, fields: Record<string, unknown>): void {
  if (levelOrder[level] < minimumLevel()) return
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...(redact(fields) as object) })
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
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
