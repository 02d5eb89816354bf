import { defineConfig } from 'vitest/config'
import { LongestJourneysFirst } from './tests/e2e/support/longest-journeys-first.ts'

// Set here, in the main process, so the e2e project's globalSetup platform sees it as well as every worker's.
process.env.DYNAMODB_LOCAL_JAVA_OPTIONS ??= '-XX:TieredStopAtLevel=1'

/**
 * Three suites, one runner:
 * - unit: `*.test.ts` beside the code, no services.
 * - integration: `*.integration.test.ts`, against the local stand-ins started by the test itself.
 * - e2e: `tests/e2e/*.e2e.test.ts`, Playwright (playwright-core + Debian chromium) against local mode.
 */
export default defineConfig({
  test: {
    // Only the root's sequencer is used; it moves the longest browser journeys to the front and leaves other files
    // in vitest's order.
    sequence: { sequencer: LongestJourneysFirst },
    projects: [
      {
        test: {
          name: 'unit',
          env: { LOG_LEVEL: 'silent' },
          include: ['{shared,functions,infra,web,widget,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts', '**/dist/**'],
          testTimeout: 30_000,
          // Synthesizing the CDK app (one Lambda per route) takes a while on 2 busy cores.
          hookTimeout: 120_000,
          // vitest's default is one worker on 2 cores; two take the suite from 108 s to 67 s (issue-45-ci.md).
          maxWorkers: 2,
          // Before the integration files rather than beside them: four test processes on 2 cores would stretch
          // the integration files' functional time bounds.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration',
          env: { LOG_LEVEL: 'silent' },
          include: ['{shared,functions,infra,web,widget}/**/*.integration.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at once even on 2 cores: a file spends much of its time waiting on its own platform's
          // processes (DynamoDB Local, cognito-local, the job worker), and the other file fills that time
          // (4 platform files, quiet machine: 46-52 s one at a time, 27-29 s two at a time; issue-45-ci.md).
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          env: { LOG_LEVEL: 'silent' },
          // Browser journeys run against a whole local platform on 2 cores; one retry absorbs a timing hiccup,
          // a real failure still fails twice.
          retry: 1,
          include: ['tests/e2e/**/*.e2e.test.ts'],
          // One local platform for the journeys that can share it (`inject('sharedPlatform')`).
          globalSetup: ['tests/e2e/support/shared-platform.ts'],
          setupFiles: ['tests/e2e/support/isolate-from-shared-platform.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two journeys at once: a journey waits on its browser and its platform most of the time.
          maxWorkers: 2,
        },
      },
    ],
  },
})
