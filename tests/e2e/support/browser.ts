import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/** Debian's Chromium: nothing downloads a browser of its own here. CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Launches headless Chromium with the flags that keep it off the network it cannot reach (background
 * networking, component updates, sync), so a test only talks to the local platform. Playwright gives every
 * launch a fresh temporary profile of its own.
 *
 * The browser handed out relaunches Chromium when the last one went away: a test file launches once, so a
 * Chromium crash in one test (CI once saw "Target page, context or browser has been closed" a few seconds into a
 * test on a quiet machine) would otherwise fail its retry and every later test of the file as well.
 */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  let current = await launchChromium()
  let closed = false
  const connected = async () => {
    if (!current.isConnected() && !closed) current = await launchChromium()
    return current
  }
  const browser = new Proxy({} as Browser, {
    get(_target, property) {
      if (property === 'newContext')
        return async (...options: Parameters<Browser['newContext']>) => (await connected()).newContext(...options)
      if (property === 'newPage')
        return async (...options: Parameters<Browser['newPage']>) => (await connected()).newPage(...options)
      const value = Reflect.get(current, property, current)
      return typeof value === 'function' ? value.bind(current) : value
    },
  })
  return {
    browser,
    close: async () => {
      closed = true
      if (current.isConnected()) await current.close()
    },
  }
}

/**
 * The Chromium of one test file: launched before its first test and closed after its last (the `beforeAll` and
 * `afterAll` every journey wrote out). Call it at the top of the file; the browser answers once the file's tests run.
 *
 * @example const browser = browserForThisFile()
 */
export function browserForThisFile(): Browser {
  let launched: Awaited<ReturnType<typeof launchBrowser>> | undefined
  beforeAll(async () => {
    launched = await launchBrowser()
  })
  afterAll(async () => {
    await launched?.close()
  })
  return new Proxy({} as Browser, {
    get(_target, property) {
      if (!launched) throw new Error('The browser is launched before the first test of the file, not at import.')
      return Reflect.get(launched.browser, property)
    },
  })
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}
