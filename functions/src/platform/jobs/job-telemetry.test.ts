import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resetLoggingConfiguration } from '../logger.ts'
import { recordJobOutcome, withJobFields } from './job-telemetry.ts'

afterEach(() => {
  Object.assign(process.env, { LOG_LEVEL: 'silent' })
  resetLoggingConfiguration()
  delete process.env.LOG_FILE
})

function linesOf(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('job telemetry', () => {
  it('logs a job’s end with its fields, outcome and duration, and counts test runs and crawled pages', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'job-logs-')), 'platform.jsonl')
    Object.assign(process.env, { LOG_FILE: file, LOG_LEVEL: 'info', LOG_TO_TERMINAL: 'false' })
    resetLoggingConfiguration()
    const testRun = { jobId: 'job-1', kind: 'run-test-cases', scope: 'org-1/project-1/version-1' }
    const startedAt = new Date(Date.now() - 4_000).toISOString()
    await withJobFields(testRun, 'request-1', async () => {
      recordJobOutcome({ ...testRun, startedAt }, 'started')
      recordJobOutcome({ ...testRun, startedAt }, 'failed', { error: new Error('provider down') })
    })
    const search = { jobId: 'job-2', kind: 'discover-nested-urls', scope: 'org-1/project-1/version-1' }
    recordJobOutcome({ ...search, startedAt }, 'succeeded', { result: { crawled: 12, urls: [] } })
    const lines = linesOf(file)
    expect(lines.find((line) => line.message === 'job ended' && line.jobId === 'job-1')).toMatchObject({
      level: 'ERROR',
      jobKind: 'run-test-cases',
      requestId: 'request-1',
      organizationId: 'org-1',
      projectId: 'project-1',
      outcome: 'failed',
      errorCode: 'Error',
      durationMilliseconds: expect.any(Number),
    })
    const metrics = Object.fromEntries(
      lines
        .filter((line) => '_aws' in line)
        .flatMap((line) => Object.entries(line).filter(([key]) => /^[A-Z]/.test(key))),
    )
    expect(metrics).toMatchObject({ TestRunsStarted: 1, TestRunsFailed: 1, PagesCrawled: 12 })
    expect(metrics.TestRunDuration).toBeGreaterThanOrEqual(4_000)
  })
})
