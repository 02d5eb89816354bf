import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { codeFrom, createApiClient, latestEmailTo } from '../integration/support/api-client.ts'
import { launchBrowser } from './support/browser.ts'

let platform: LocalPlatform
let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
  const launched = await launchBrowser()
  browser = launched.browser
  closeBrowser = launched.close
})

afterAll(async () => {
  await closeBrowser?.()
  await platform?.stop()
})

/** Set SCREENSHOTS=1 to keep a picture of each screen under `.test-results/screenshots/` for a visual check. */
const screenshotDirectory = process.env.SCREENSHOTS ? join('.test-results', 'screenshots') : null

async function screenshot(page: Page, name: string) {
  if (!screenshotDirectory) return
  await mkdir(screenshotDirectory, { recursive: true })
  // Let Cloudscape finish its transitions so the picture shows the settled screen.
  await page.waitForTimeout(400)
  await page.screenshot({ path: join(screenshotDirectory, `${name}.png`), fullPage: true })
}

const toastText = (page: Page) => page.getByTestId('toaster').textContent()

/**
 * An admin of a fresh organization, made through the API (the accounts journey covers the screens), then
 * logged in through the console, which ends on the project list of that organization.
 */
async function signInAsNewAdmin(page: Page) {
  const stamp = Date.now()
  const email = `ada-${stamp}@example.com`
  const password = 'analytical1'
  const organizationName = `Analytical Engines ${stamp}`
  const api = createApiClient(platform.apiUrl)
  await api.post('/auth/signup', { email, password, name: 'Ada Lovelace' })
  const code = codeFrom(await latestEmailTo(platform.mailboxUrl, email, /verification code/))
  expect((await api.post('/auth/verify-email', { email, code })).status).toBe(200)
  expect((await api.post('/organizations', { name: organizationName })).status).toBe(200)

  await page.goto(`${platform.url}/login/`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname === '/orgs/')
  await page.getByRole('button', { name: `Select ${organizationName}` }).click()
  await page.waitForURL((url) => url.pathname === '/projects/')
  return { email, organizationName }
}

async function createProjectInConsole(page: Page, name: string) {
  await page.getByRole('link', { name: 'Create project' }).first().click()
  await page.waitForURL((url) => url.pathname === '/projects/create/')
  await page.locator('input[name="name"]').fill(name)
  await page.locator('textarea[name="description"]').fill('Answers questions about the help centre.')
  await page.getByRole('button', { name: 'Create project' }).click()
  await page.waitForURL((url) => url.pathname === '/projects/view/')
  await expect.poll(() => toastText(page)).toContain('Project created')
}

describe('projects in the console', () => {
  it('creates a project, adds a knowledge pair through the form and finds it in the table', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signInAsNewAdmin(page)
    await expect.poll(() => page.getByText('No projects yet').count()).toBe(1)
    await screenshot(page, '01-projects-empty')

    // The shared rules are checked before anything is sent.
    await page.goto(`${platform.url}/projects/create/`)
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect.poll(() => page.getByText('Use at least 2 characters.').count()).toBe(1)
    await page.goto(`${platform.url}/projects/`)

    await createProjectInConsole(page, 'Help Centre')
    // The new project is selected with its first (and latest) version.
    await expect.poll(() => page.getByRole('heading', { name: 'Help Centre' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('button', { name: /^Version / }).textContent()).toContain('v1')
    await screenshot(page, '02-project-overview')

    await page.goto(`${platform.url}/projects/`)
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Help Centre' }).count()).toBe(1)
    await screenshot(page, '03-projects-list')

    page.close()
  })
})
