import { inject } from 'vitest'

/**
 * Runs in each e2e worker before its test file: the variables the shared platform's start set in the main process
 * (inherited by this worker) go back to what they were, so a journey that starts its own platform configures it
 * from scratch, and one using the shared platform reaches it only through `inject('sharedPlatform')`.
 */
for (const [name, value] of Object.entries(inject('variablesBeforeSharedPlatform'))) {
  if (value === null) delete process.env[name]
  else process.env[name] = value
}
