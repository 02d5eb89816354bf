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
 * Starts one local platform (with the model engine) for every journey that can share it: a start took ~36 s at load
 * 24 (DynamoDB Local, Cognito, the stand-ins, the model engine), which each test file paid (docs/decisions/0025).
 * Journeys keep apart by their own accounts (unique emails). A journey that needs other options (the public site's
 * trained guide) starts its own, and so do those not yet run against the shared one. Test files read the addresses
 * with `inject('sharedPlatform')`.
 */
export default async function startSharedPlatform(project: TestProject) {
  const before = { ...process.env }
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
