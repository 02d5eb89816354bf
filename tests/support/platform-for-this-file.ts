import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { type LocalPlatformOptions, startLocalPlatform } from '../../infra/local/local-platform.ts'

/**
 * A local platform for the tests of one file that call the functions' modules directly against its stand-ins:
 * started before the file's first test and stopped after its last, with the real clock put back after each test
 * (these tests move the clock with fake timers, and a fake clock left behind would stop the next test's waits).
 * Call it at the top of the file.
 *
 * @example localPlatformForThisFile()
 */
export function localPlatformForThisFile(options: Partial<LocalPlatformOptions> = {}): void {
  let stop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    stop = (await startLocalPlatform({ port: 0, log: () => undefined, ...options })).stop
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(async () => {
    await stop?.()
  })
}
