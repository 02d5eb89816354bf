import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { launchBrowser } from './support/browser.ts'

/*
 * Issue 17: the places a newcomer stumbled in the console, walked as a newcomer walks them (sign-up, organization,
 * project, ...) on one local platform with one account. Each check names the item of the issue it keeps fixed.
 */

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

/** Screens load lazily and jobs run in the background: give each expectation time to come true. */
const settle = { timeout: 15_000 }
const laptop = { width: 1366, height: 768 }
const phone = { width: 390, height: 844 }

const toastText = async (page: Page) => (await page.getByTestId('toaster').textContent()) ?? ''

const stamp = Date.now()
const account = { name: 'Ada Lovelace', email: `ada-${stamp}@example.com`, password: 'analytical1' }
/** The page of the account signed up in the first journey; later journeys continue on it. */
let signedIn: Page

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlaps = (first: Box, second: Box) =>
  first.x < second.x + second.width &&
  second.x < first.x + first.width &&
  first.y < second.y + second.height &&
  second.y < first.y + first.height

/** Scrolls to the end of the page and says whether any footer link lies under the cookie banner. */
async function footerLinksCovered(page: Page): Promise<boolean> {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)')
  const banner = await page.getByRole('dialog', { name: 'Cookies' }).boundingBox()
  expect(banner).toBeTruthy()
  const links = page.locator('footer').getByRole('link')
  expect(await links.count()).toBeGreaterThan(0)
  for (const link of await links.all()) {
    const box = await link.boundingBox()
    if (box && banner && overlaps(box, banner)) return true
  }
  return false
}

describe('what a newcomer meets in the console', () => {
  it('answers 404 for an unknown address and loads the app for console routes (item 7)', async () => {
    const unknown = await fetch(`${platform.url}/no-such-page/`)
    expect(unknown.status).toBe(404)
    // Routes of spec section 2, including the areas other features fill in, still load the app.
    for (const path of ['/', '/login/', '/projects/training/', '/projects/deployment/', '/widget/builder/']) {
      expect((await fetch(`${platform.url}${path}`)).status, path).toBe(200)
    }
    const page = await browser.newPage({ viewport: laptop })
    const answer = await page.goto(`${platform.url}/projects/no-such-area/`)
    expect(answer?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count(), settle).toBe(1)
    await page.close()
  })

  it('keeps the footer links clear of the cookie banner on a laptop and a phone (item 9)', async () => {
    for (const viewport of [laptop, phone]) {
      const page = await browser.newPage({ viewport })
      await page.goto(`${platform.url}/sign-up/`)
      await expect.poll(() => page.getByRole('dialog', { name: 'Cookies' }).count(), settle).toBe(1)
      expect(await footerLinksCovered(page), `${viewport.width} px`).toBe(false)
      await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click({ timeout: 5_000 })
      await page.waitForURL((url) => url.pathname === '/legal/privacy-policy/')
      await page.close()
    }
  })

  it('states the terms under the sign-up button and records their acceptance with the account (item 8)', async () => {
    const page = await browser.newPage({ viewport: laptop })
    await page.goto(`${platform.url}/sign-up/`)
    const terms = page.getByTestId('terms-statement')
    await expect.poll(() => terms.textContent(), settle).toContain('By creating an account, you agree to the')
    expect(await terms.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/legal/terms-and-conditions/',
    )
    expect(await terms.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/legal/privacy-policy/',
    )
    // The statement sits under the button it applies to.
    const button = await page.getByRole('button', { name: 'Create account' }).boundingBox()
    const statement = await terms.boundingBox()
    expect(button && statement && statement.y > button.y + button.height).toBe(true)

    await page.locator('input[name="name"]').fill(account.name)
    await page.locator('input[name="email"]').fill(account.email)
    await page.locator('input[name="password"]').fill(account.password)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(/\/verify-email\//)
    const verification = await waitForEmail(platform.mailboxUrl, account.email, /verification code/)
    await page.locator('input[name="code"]').fill(codeFrom(verification))
    await page.getByRole('button', { name: 'Verify email' }).click()
    await page.waitForURL((url) => url.pathname === '/orgs/')
    await page.getByRole('button', { name: 'Accept' }).click()

    const profile = (await page.evaluate(async () => (await fetch('/api/users/me')).json())) as {
      data: { termsAcceptedAt: string | null }
    }
    expect(profile.data.termsAcceptedAt?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10))
    await page.goto(`${platform.url}/account/settings/`)
    await expect.poll(() => page.getByText('You accepted the Terms and conditions').count(), settle).toBe(1)
    signedIn = page
  })

  it('shows errors as sentences, and a success clears the errors of its attempt (item 1)', async () => {
    const page = await browser.newPage({ viewport: laptop })
    await page.goto(`${platform.url}/login/`)
    await page.locator('input[name="email"]').fill(account.email)
    await page.locator('input[name="password"]').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Invalid email or password.')
    // The sentence leads; the code is only on the small details line.
    expect(await toastText(page)).not.toContain('INVALID_CREDENTIALS:')
    expect(await toastText(page)).toContain('Error code: INVALID_CREDENTIALS')

    await page.locator('input[name="password"]').fill(account.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Logged in.')
    expect(await toastText(page)).not.toContain('Invalid email or password.')
    await page.close()
  })

  it('shows the real subscription state and next steps up to the widget (items 10 and 11)', async () => {
    const page = signedIn
    await page.goto(`${platform.url}/orgs/create/`)
    await page.locator('input[name="name"]').fill(`Analytical Engines ${stamp}`)
    await page.getByRole('button', { name: 'Create organization' }).click()
    await page.waitForURL((url) => url.pathname === '/projects/')

    await page.goto(`${platform.url}/orgs/settings/`)
    await expect.poll(() => page.getByText('Free plan — no subscription').count(), settle).toBe(1)
    expect(await page.getByText('Active', { exact: true }).count()).toBe(0)

    await page.goto(`${platform.url}/projects/create/`)
    await page.locator('input[name="name"]').fill('Help Centre')
    await page.getByRole('button', { name: 'Create project' }).click()
    await page.waitForURL((url) => url.pathname === '/projects/view/')
    const nextSteps = [
      ['Train a model', '/projects/training/'],
      ['Evaluate it in the playground and with test cases', '/projects/evaluation/?pg=playground'],
      ['Deploy it behind an API key', '/projects/deployment/?dpm=api-keys'],
      ['Embed the chat widget in your site', '/widget/builder/'],
    ]
    for (const [name, href] of nextSteps) {
      const link = page.getByRole('link', { name: name ?? '' })
      await expect.poll(() => link.count(), settle).toBe(1)
      expect(await link.getAttribute('href')).toBe(href)
    }
  })

  it('signs in with Google through the local stand-in (item 6)', async () => {
    const page = await browser.newPage({ viewport: laptop })
    await page.goto(`${platform.url}/sign-up/`)
    await expect.poll(() => page.getByRole('button', { name: 'Sign up with Google' }).count(), settle).toBe(1)
    await page.goto(`${platform.url}/login/`)
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    const chooser = page.getByRole('dialog', { name: 'Google sign-in (local stand-in)' })
    await chooser.locator('input[name="google-email"]').fill(`grace-${stamp}@example.com`)
    await chooser.locator('input[name="google-name"]').fill('Grace Hopper')
    await chooser.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/orgs/')
    await expect.poll(() => toastText(page), settle).toContain('Logged in.')
    const profile = (await page.evaluate(async () => (await fetch('/api/users/me')).json())) as {
      data: { name: string; oauthEnabled: boolean; termsAcceptedAt: string | null }
    }
    expect(profile.data).toMatchObject({ name: 'Grace Hopper', oauthEnabled: true })
    expect(profile.data.termsAcceptedAt).not.toBeNull()
    await page.close()
  })
})
