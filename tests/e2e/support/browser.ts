import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium: nothing downloads a browser of its own here. CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Launches headless Chromium with the flags that keep it off the network it cannot reach (background
 * networking, component updates, sync), so a test only talks to the local platform. Playwright gives every
 * launch a fresh temporary profile of its own.
 */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
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
  return {
    browser,
    close: () => browser.close(),
  }
}
