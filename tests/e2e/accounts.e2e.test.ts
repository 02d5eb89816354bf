import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { launchBrowser } from './support/browser.ts'
import { codeFrom, waitForEmail } from './support/mailbox.ts'

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

/** The text of every toast on screen, for assertions on spec section 8's success messages. */
const toastText = (page: Page) => page.getByTestId('toaster').textContent()

describe('accounts and organizations in the console', () => {
  it('signs up, verifies the email, creates an organization and finds the new admin among its users', async () => {
    const page = await browser.newPage()
    const email = `ada-${Date.now()}@example.com`
    const organizationName = `Analytical Engines ${Date.now()}`

    // Sign up: the form checks the shared rules before sending anything.
    await page.goto(`${platform.url}/sign-up/`)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect.poll(() => page.getByText('Enter your name.').count()).toBe(1)
    await page.locator('input[name="name"]').fill('Ada Lovelace')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill('analytical1')
    await page.getByRole('button', { name: 'Create account' }).click()

    await page.waitForURL(/\/verify-email\/\?email=/)
    expect(new URL(page.url()).searchParams.get('email')).toBe(email)
    await expect.poll(() => toastText(page)).toContain('check your email and spam folder')

    // The verification code arrives in the local mailbox, in the subject.
    const verification = await waitForEmail(platform.mailboxUrl, email, /verification code/)
    await expect.poll(() => page.locator('input[name="email"]').inputValue()).toBe(email)
    await page.locator('input[name="code"]').fill(codeFrom(verification))
    await page.getByRole('button', { name: 'Verify email' }).click()

    // Signed in without an organization: the navigation rules lead to organization selection.
    await page.waitForURL((url) => url.pathname === '/orgs/')
    await expect.poll(() => toastText(page)).toContain('Email verified')
    await expect.poll(() => page.getByText('No organizations yet').count()).toBe(1)

    await page.getByRole('link', { name: 'Create organization' }).first().click()
    await page.waitForURL((url) => url.pathname === '/orgs/create/')
    await page.locator('input[name="name"]').fill(organizationName)
    await page.getByRole('button', { name: 'Create organization' }).click()

    // Created and selected: on to the project list, with the organization named in the top bar.
    await page.waitForURL((url) => url.pathname === '/projects/')
    await expect.poll(() => toastText(page)).toContain('Organization created')
    await expect.poll(() => page.locator('#top-bar').textContent()).toContain(organizationName)

    await page.goto(`${platform.url}/orgs/settings/users/`)
    const row = page.getByRole('row').filter({ hasText: email })
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    expect(await row.textContent()).toContain('Ada Lovelace (you)')
    await expect.poll(() => row.getByRole('button', { name: 'Role of Ada Lovelace' }).textContent()).toContain('Admin')
    expect(new URL(page.url()).pathname).toBe('/orgs/settings/users/')

    await page.close()
  })
})
