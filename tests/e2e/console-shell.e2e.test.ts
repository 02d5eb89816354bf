import { AxeBuilder } from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { pagesOf } from '../../web/src/app/route-catalogue.ts'
import { launchBrowser } from './support/browser.ts'
import { setUpProject } from './support/project-setup.ts'
import { signInToProject } from './support/screens.ts'

const platform = inject('sharedPlatform')
let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  const launched = await launchBrowser()
  browser = launched.browser
  closeBrowser = launched.close
})

afterAll(async () => {
  await closeBrowser?.()
})

describe('console shell', () => {
  it('sends a visitor of a console page to login with a redirect back', async () => {
    const page = await browser.newPage()
    await page.goto(`${platform.url}/projects/`)
    await page.waitForURL(/\/login\/\?redirect=/)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/projects/')
    await page.close()
  })

  it('shows an error toast at the bottom centre when a call fails', async () => {
    const page = await browser.newPage()
    await page.goto(`${platform.url}/login/`)
    await page.locator('input[name="email"]').fill('ada@example.com')
    await page.locator('input[name="password"]').fill('a-wrong-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    const toaster = page.getByTestId('toaster')
    // No account has this email: the API answers INVALID_CREDENTIALS and the console must say so in a toast.
    await expect
      .poll(() => toaster.textContent(), { timeout: 15_000 })
      .toContain('Invalid email or password. Please check and try again.')
    const box = await toaster.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport).toBeTruthy()
    if (box && viewport) {
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(40)
      expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.6)
    }
    await page.close()
  })

  // The side navigation marks the current page in the theme's accent colour, which has to stay readable.
  it('has no serious or critical axe violation on the project overview or any page of its side navigation', async () => {
    const { account } = await setUpProject(platform, 'accessibility')
    // axe opens pages of its own, which Playwright allows only in a context the test made. Reduced motion: an alert
    // still fading in would be measured at its half-transparent colours (CI read a warning alert's list so).
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await signInToProject(page, platform.url, account)
    const violations: string[] = []
    for (const path of ['/projects/view/', ...pagesOf('project').map((projectPage) => projectPage.path)]) {
      await page.goto(`${platform.url}${path}`)
      await page.getByRole('navigation').first().waitFor()
      await page.locator('main h1').first().waitFor()
      // Checked once the page's calls have answered and what they show is drawn.
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).analyze()
      for (const violation of results.violations) {
        if (['serious', 'critical'].includes(violation.impact ?? ''))
          violations.push(`${path} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
      }
    }
    expect(violations).toEqual([])
    await context.close()
  })
})
