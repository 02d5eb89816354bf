import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { setUpProject } from './support/project-setup.ts'
import { screenshot, signInToProject } from './support/screens.ts'

/*
 * Evaluation tools that need no trained model, in the browser: the per-version pass thresholds (shown with their
 * defaults, edited, refused out of range, kept) and the knowledge table's bulk "move to test cases".
 */

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

const toastText = (page: Page) => page.getByTestId('toaster').textContent()
const settle = { timeout: 15_000 }

const thresholdValue = (page: Page, name: string) => page.locator(`[data-threshold="${name}"]`).textContent()

describe('evaluation settings in the console', () => {
  it('shows the pass thresholds with their defaults, edits them, refuses one out of range and keeps them', async () => {
    const { api, base, account } = await setUpProject(platform, 'evaluation-settings')
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await signInToProject(page, platform.url, account)

    await page.goto(`${platform.url}/projects/evaluation/?pgw=tests`)
    await expect.poll(() => thresholdValue(page, 'semanticSimilarity'), settle).toBe('0.80')
    // Meaning gates by default; word overlap is shown but off (issue 43, item 10).
    expect(await thresholdValue(page, 'tokenF1')).toBe('Off')
    expect(await thresholdValue(page, 'rougeL')).toBe('Off')
    expect(await thresholdValue(page, 'judge')).toBe('0.70')

    await page.getByRole('button', { name: 'Edit thresholds' }).click()
    const form = page.getByRole('dialog', { name: 'Edit pass thresholds' })
    await form.locator('input[name="semanticSimilarity"]').fill('1.5')
    await form.getByRole('button', { name: 'Save thresholds' }).click()
    await expect.poll(() => form.getByText('Enter a number from 0 to 1.').count(), settle).toBe(1)
    await form.locator('input[name="semanticSimilarity"]').fill('0.9')
    await form.locator('input[name="judge"]').fill('0')
    await screenshot(page, 'evaluation-settings-01-thresholds-form')
    await form.getByRole('button', { name: 'Save thresholds' }).click()
    await expect.poll(() => page.getByRole('dialog').count(), settle).toBe(0)
    await expect.poll(() => toastText(page), settle).toMatch(/thresholds/i)
    await expect.poll(() => thresholdValue(page, 'semanticSimilarity'), settle).toBe('0.90Default 0.80')
    expect(await thresholdValue(page, 'judge')).toBe('OffDefault 0.70')

    // Kept by the API, and shown again after a reload.
    const saved = await api.get<{ thresholds: Record<string, number> }>(`${base}/testcases/thresholds`)
    expect(saved.data.thresholds).toEqual({ semanticSimilarity: 0.9, tokenF1: 0, rougeL: 0, judge: 0 })
    await page.reload()
    await expect.poll(() => thresholdValue(page, 'semanticSimilarity'), settle).toBe('0.90Default 0.80')

    // "Use the defaults" puts every field back to its default.
    await page.getByRole('button', { name: 'Edit thresholds' }).click()
    await form.getByRole('button', { name: 'Use the defaults' }).click()
    expect(await form.locator('input[name="semanticSimilarity"]').inputValue()).toBe('0.8')
    await form.getByRole('button', { name: 'Save thresholds' }).click()
    await expect.poll(() => thresholdValue(page, 'judge'), settle).toBe('0.70')
    await page.close()
  })

  it('moves the chosen knowledge pairs to the test cases, where they leave knowledge', async () => {
    const { api, base, account } = await setUpProject(platform, 'evaluation-settings')
    for (const number of [1, 2, 3])
      expect(
        (
          await api.post(`${base}/knowledge`, {
            prompt: `How do I track parcel ${number}?`,
            completion: `Track ${number}.`,
          })
        ).status,
      ).toBe(200)
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await signInToProject(page, platform.url, account)

    await page.goto(`${platform.url}/projects/pre-processing/?dp=knowledge`)
    const first = page.getByRole('checkbox', { name: 'Choose How do I track parcel 1?' })
    await expect.poll(() => first.count(), settle).toBe(1)
    await first.check()
    await page.getByRole('checkbox', { name: 'Choose How do I track parcel 2?' }).check()
    await page.getByRole('button', { name: 'Move 2 to test cases' }).click()
    const confirmation = page.getByRole('dialog', { name: 'Move to test cases' })
    await screenshot(page, 'evaluation-settings-02-move-to-test-cases')
    await confirmation.getByRole('button', { name: 'Move 2' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Moved to test cases: 2 pairs.')
    await expect.poll(() => page.getByText('How do I track parcel 1?').count(), settle).toBe(0)
    expect(await page.getByText('How do I track parcel 3?').count()).toBe(1)
    // Nothing stays ticked once the rows are gone.
    expect(await page.getByRole('button', { name: /to test cases$/ }).count()).toBe(0)

    await page.goto(`${platform.url}/projects/evaluation/?pg=testcases`)
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'How do I track parcel 1?' }).count(), settle)
      .toBe(1)
    expect(await page.getByRole('row').filter({ hasText: 'How do I track parcel 2?' }).textContent()).toContain(
      'Track 2.',
    )
    expect(await page.getByText('How do I track parcel 3?').count()).toBe(0)
    await page.close()
  })
})
