import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

/** Set SCREENSHOTS=1 to keep a picture of each screen under `.test-results/screenshots/` for a visual check. */
const screenshotDirectory = process.env.SCREENSHOTS ? join('.test-results', 'screenshots') : null

export async function screenshot(page: Page, name: string) {
  if (!screenshotDirectory) return
  await mkdir(screenshotDirectory, { recursive: true })
  // Let Cloudscape finish its transitions so the picture shows the settled screen.
  await page.waitForTimeout(400)
  await page.screenshot({ path: join(screenshotDirectory, `${name}.png`), fullPage: true })
}

/** Logs in through the console and chooses the organization and the project, as a returning user would. */
export async function signInToProject(
  page: Page,
  consoleUrl: string,
  account: { email: string; password: string; organizationName: string; projectName: string },
) {
  await page.goto(`${consoleUrl}/login/`)
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === '/orgs/')
  await page.getByRole('button', { name: `Select ${account.organizationName}` }).click()
  await page.waitForURL((url) => url.pathname === '/projects/')
  await page.getByRole('button', { name: `Select ${account.projectName}` }).click()
  await page.waitForURL((url) => url.pathname === '/projects/view/')
  // The consent dialog would sit over the pages in the screenshots.
  await page.getByRole('button', { name: 'Accept' }).click()
}
