import type { TestProject } from 'vitest/node'
import { startLocalPlatform } from '../../../infra/local/local-platform.ts'

/** Where the journeys reach the platform the e2e project starts once (`globalSetup` in vitest.config.ts). */
export interface SharedPlatform {
  url: string
  apiUrl: string
  mailboxUrl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedPlatform: SharedPlatform
    /** Each variable the shared platform's start set in this process, with its value before (null: unset). */
    variablesBeforeSharedPlatform: Record<string, string | null>
  }
}

/**
 * The settings the journeys on the shared platform need, which each set before starting a platform of its own:
 * trainings polled every second instead of every 2 s (the local engine trains in about one), pages on the
 * journeys' own loopback sites (help sites, the widget's host page) fetched, and every case of a test run scored
 * in one step (the versions journey's unscored-rows check needs the run to finish in the step that scores its
 * cases; the other journeys' runs have fewer than 5 cases, the default batch, so one step either way).
 */
const sharedPlatformSettings = {
  TRAINING_POLL_SECONDS: '1',
  SOURCE_FETCH_ALLOW_PRIVATE_HOSTS: 'true',
  TEST_RUN_BATCH_SIZE: '24',
}

/**
 * Starts one local platform (with the model engine) for every journey that can share it: a start took ~36 s at load
 * 24 (DynamoDB Local, Cognito, the stand-ins, the model engine), which each test file paid (docs/decisions/0025).
 * Journeys keep apart by their own accounts (unique emails). A journey that needs other options starts its own:
 * the public site (its trained guide), the newcomer and projects journeys (their Q&As written by the extractor,
 * without a model provider) and billing (it runs the billing cycles of every organization at a later date). Test
 * files read the addresses with `inject('sharedPlatform')`.
 */
export default async function startSharedPlatform(project: TestProject) {
  // The project's `env` (LOG_LEVEL silent) reaches the workers, not this process: without it every request the
  // shared platform answered printed its metrics line into the run's output.
  process.env.LOG_LEVEL ??= 'silent'
  const before = { ...process.env }
  Object.assign(process.env, sharedPlatformSettings)
  const platform = await startLocalPlatform({ port: 0, modelEngine: true, log: () => undefined })
  project.provide('sharedPlatform', { url: platform.url, apiUrl: platform.apiUrl, mailboxUrl: platform.mailboxUrl })
  // The start configures this process through its environment (APP_ORIGIN, endpoints, the model engine), and test
  // workers inherit it: a journey starting its own platform would read them as an operator's settings (its emails
  // linked to the shared platform's origin). `isolate-from-shared-platform.ts` puts them back in each worker.
  const variablesBefore: Record<string, string | null> = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (before[name] !== value) variablesBefore[name] = before[name] ?? null
  }
  project.provide('variablesBeforeSharedPlatform', variablesBefore)
  return () => platform.stop()
}
