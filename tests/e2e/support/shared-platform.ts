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
  const platform = await startLocalPlatform({ port: 0, modelEngine: true, log: () => undefined })
  project.provide('sharedPlatform', { url: platform.url, apiUrl: platform.apiUrl, mailboxUrl: platform.mailboxUrl })
  return () => platform.stop()
}
