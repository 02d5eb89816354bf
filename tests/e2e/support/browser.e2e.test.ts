import { expect, it } from 'vitest'
import { launchBrowser } from './browser.ts'

it('launches Chromium again when the last one crashed, so a retry does not fail on a closed browser', async () => {
  const { browser, close } = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.setContent('<p>before</p>')
    const session = await browser.newBrowserCDPSession()
    await session.send('Browser.crash' as never).catch(() => undefined)
    await expect.poll(() => browser.isConnected()).toBe(false)

    const context = await browser.newContext()
    const again = await context.newPage()
    await again.setContent('<p>after</p>')
    expect(await again.textContent('p')).toBe('after')
    expect(browser.isConnected()).toBe(true)
  } finally {
    await close()
  }
}, 60_000)
