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
  // The consent dialog covers part of the navigation; answering it keeps screenshots readable.
  await page.getByRole('button', { name: 'Accept' }).click()
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

    // Pre-processing opens on the knowledge view, which starts empty and says what to do.
    await page.getByRole('link', { name: 'Pre-processing' }).click()
    await page.waitForURL((url) => url.pathname === '/projects/pre-processing/')
    await expect.poll(() => page.getByText('No knowledge yet').count()).toBe(1)
    await screenshot(page, '04-knowledge-empty')

    await page.getByRole('button', { name: 'Add Q&A' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add Q&A' })
    // Spec section 5: prompt and completion are both required; the shared schema says so before sending.
    await dialog.getByRole('button', { name: 'Add Q&A' }).click()
    await expect.poll(() => dialog.getByText('Enter a prompt.').count()).toBe(1)
    await dialog.locator('textarea[name="prompt"]').fill('How do I reset my password?')
    await dialog.locator('textarea[name="completion"]').fill('Open Settings, choose Security, then Reset password.')
    await screenshot(page, '05-knowledge-form')
    await dialog.getByRole('button', { name: 'Add Q&A' }).click()
    await expect.poll(() => toastText(page)).toContain('Knowledge added')

    const row = page.getByRole('row').filter({ hasText: 'How do I reset my password?' })
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain('Open Settings, choose Security, then Reset password.')
    expect(await row.textContent()).toContain('Typed in')
    await screenshot(page, '06-knowledge-table')

    await page.close()
  })
})
