import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AppError } from './app-error.ts'
import {
  addInvocationFields,
  createLogger,
  readableLine,
  redact,
  resetLoggingConfiguration,
  withInvocationFields,
} from './logger.ts'
import { measureChatAnswer, recordChatAnswer, recordMetric } from './metrics.ts'

describe('redact', () => {
  it('hides credentials at any depth and keeps the rest', () => {
    const redacted = redact({
      email: 'a@b.c',
      password: 'secret-1',
      nested: { newPassword: 'x', otp: '123456', items: [{ apiKey: 'k', name: 'n' }] },
      errorCode: 'INVALID_CREDENTIALS',
      headers: { authorization: 'Bearer t', cookie: 'session=abc' },
    })
    expect(JSON.stringify(redacted)).not.toMatch(/secret-1|123456|Bearer|session=abc|"k"/)
    expect(redacted).toMatchObject({
      email: 'a@b.c',
      errorCode: 'INVALID_CREDENTIALS',
      nested: { items: [{ name: 'n' }] },
    })
  })

  it('hides the texts of chat messages and prompts', () => {
    const redacted = JSON.stringify(redact({ content: 'my diagnosis', prompt: 'p', answer: 'a', messageId: 'm1' }))
    expect(redacted).not.toMatch(/my diagnosis|"p"|"a"/)
    expect(redacted).toContain('m1')
  })
})

/** Local mode's settings: JSON lines in a file of a fresh folder, nothing on the terminal. */
function useLogFile(level = 'info'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'logs-')), 'logs', 'platform.jsonl')
  Object.assign(process.env, { LOG_FILE: file, LOG_LEVEL: level, LOG_TO_TERMINAL: 'false', STAGE: 'unit' })
  resetLoggingConfiguration()
  return file
}

function linesOf(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

afterEach(() => {
  Object.assign(process.env, { LOG_LEVEL: 'silent' })
  resetLoggingConfiguration()
  delete process.env.LOG_FILE
  delete process.env.LOG_TO_TERMINAL
  delete process.env.STAGE
})

describe('the Powertools logger', () => {
  it('writes JSON lines with the invocation fields, those added later included, and keeps invocations apart', async () => {
    const file = useLogFile()
    await Promise.all([
      withInvocationFields({ requestId: 'r1', route: 'getProject', organizationId: 'o1' }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        addInvocationFields({ userId: 'u1' })
        createLogger().info('first', { password: 'hunter22' })
      }),
      withInvocationFields({ requestId: 'r2', jobId: 'j2', jobKind: 'train-model' }, async () => {
        createLogger({ step: 2 }).warn('second')
      }),
    ])
    createLogger().debug('below the level')
    const lines = linesOf(file)
    expect(lines).toHaveLength(2)
    expect(lines.find((line) => line.message === 'first')).toMatchObject({
      level: 'INFO',
      service: 'assistant-unit',
      requestId: 'r1',
      route: 'getProject',
      organizationId: 'o1',
      userId: 'u1',
      password: '[redacted]',
    })
    const second = lines.find((line) => line.message === 'second')
    expect(second).toMatchObject({ level: 'WARN', requestId: 'r2', jobId: 'j2', jobKind: 'train-model', step: 2 })
    expect(second).not.toHaveProperty('userId')
    expect(typeof second?.timestamp).toBe('string')
  })

  it('turns a JSON line into a readable terminal line', () => {
    const line = readableLine(
      JSON.stringify({
        level: 'INFO',
        message: 'request answered',
        timestamp: '2026-11-28T14:00:01.250Z',
        status: 200,
      }),
    )
    expect(line).toBe('14:00:01.250 INFO  request answered status=200')
  })
})

describe('the Powertools metrics', () => {
  it('writes one embedded-metric-format line per data point, with its namespace, unit and dimensions', () => {
    const file = useLogFile()
    recordMetric('Errors', 1, { errorCode: 'NOT_FOUND' })
    recordChatAnswer({ channel: 'embed', outcome: 'given', tokens: 42, latencyMilliseconds: 310 })
    const lines = linesOf(file)
    expect(lines.map((line) => Object.keys(line).filter((key) => !['_aws', 'service'].includes(key)))).toEqual([
      ['errorCode', 'Errors'],
      ['channel', 'AnswersGiven'],
      ['channel', 'ChatTokens'],
      ['channel', 'ChatLatency'],
    ])
    expect(lines[0]).toMatchObject({
      service: 'assistant-unit',
      Errors: 1,
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'AssistantPlatform',
            Dimensions: [['service', 'errorCode']],
            Metrics: [{ Name: 'Errors', Unit: 'Count' }],
          },
        ],
      },
    })
    expect(lines[3]).toMatchObject({ ChatLatency: 310 })
  })

  it('counts a chat answer as given, declined (a decline or a refusal) or failed (a server error)', async () => {
    const file = useLogFile()
    await measureChatAnswer(
      'playground',
      async () => ({ answered: true }),
      () => ({ declined: false, tokens: 9 }),
    )
    await measureChatAnswer(
      'playground',
      async () => ({ answered: false }),
      () => ({ declined: true }),
    )
    const refusal = measureChatAnswer(
      'embed',
      () => Promise.reject(new AppError('CREDITS_EXHAUSTED')),
      () => ({
        declined: false,
      }),
    )
    await expect(refusal).rejects.toThrow()
    const crash = measureChatAnswer(
      'openAiCompatible',
      () => Promise.reject(new Error('provider down')),
      () => ({
        declined: false,
      }),
    )
    await expect(crash).rejects.toThrow('provider down')
    const outcomes = linesOf(file)
      .filter((line) => !('ChatLatency' in line))
      .map(
        (line) =>
          `${Object.keys(line)
            .filter((key) => !['_aws', 'service'].includes(key))
            .join(' ')} ${line.channel}`,
      )
    expect(outcomes).toEqual([
      'channel AnswersGiven playground',
      'channel ChatTokens playground',
      'channel AnswersDeclined playground',
      'channel AnswersDeclined embed',
      'channel AnswersFailed openAiCompatible',
    ])
  })

  it('emits nothing while logs are silent and no log file is set (the test suites)', () => {
    const written: string[] = []
    const original = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string) => written.push(chunk) > 0) as typeof process.stdout.write
    try {
      recordMetric('SignUps', 1)
    } finally {
      process.stdout.write = original
    }
    expect(written).toEqual([])
  })
})
