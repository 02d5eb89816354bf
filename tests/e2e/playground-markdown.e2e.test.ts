import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { launchBrowser } from './support/browser.ts'
import { setUpProject, trainOnPairs } from './support/project-setup.ts'
import { screenshot, signInToProject } from './support/screens.ts'

/*
 * Issue 13 in the browser: the playground renders a reply's Markdown (a code fence becomes a highlighted
 * monospace block, not literal ``` lines) and never runs HTML a reply carries. Local mode with the model engine.
 */

const platform = inject('sharedPlatform')
let browser: Browser
let closeBrowser: () => Promise<void>
const settingsForThisTest = { TRAINING_POLL_SECONDS: '1' }

beforeAll(async () => {
  Object.assign(process.env, settingsForThisTest)
  const launched = await launchBrowser()
  browser = launched.browser
  closeBrowser = launched.close
})

afterAll(async () => {
  await closeBrowser?.()
  for (const name of Object.keys(settingsForThisTest)) delete process.env[name]
})

const codePair = {
  prompt: 'How do I print a shipping label from the command line?',
  completion:
    'Run the Shipkite CLI with your order number:\n\n```bash\nshipkite label print --order 1042\n```\n\nThe label goes to your default printer.',
}
const injectionPair = {
  prompt: 'Can I put a picture of my logo on the packing slip?',
  completion: 'Yes, upload it under Branding. <img src=x onerror="window.__injected = true"> It shows top left.',
}

const assistantMessages = (page: Page) => page.locator('[data-role="assistant"]')

async function ask(page: Page, question: string) {
  const before = await assistantMessages(page).count()
  const messageBox = page.getByRole('textbox', { name: 'Message' })
  await messageBox.fill(question)
  await messageBox.press('Enter')
  await expect.poll(() => assistantMessages(page).count(), { timeout: 30_000 }).toBe(before + 1)
  return assistantMessages(page).last().locator('.playground-bubble')
}

describe('Markdown replies in the playground', () => {
  it('shows a code fence as a code block and a reply’s HTML as harmless text', async () => {
    const project = await setUpProject(platform, 'markdown')
    await trainOnPairs(project, [...shipkiteHelpCenter.slice(0, 10), codePair, injectionPair])
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signInToProject(page, platform.url, project.account)
    await page.goto(`${platform.url}/projects/evaluation/?pg=playground`)
    await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 15_000 })

    const withCode = await ask(page, codePair.prompt)
    const block = withCode.locator('pre code')
    expect(await block.count()).toBe(1)
    expect(await block.textContent()).toBe('shipkite label print --order 1042')
    expect(await withCode.textContent()).not.toContain('```')
    // The bash grammar arrives on demand and colours the command.
    await expect.poll(() => block.getAttribute('class'), { timeout: 10_000 }).toContain('hljs')
    await screenshot(page, 'playground-markdown-01-code-block')

    const withHtml = await ask(page, injectionPair.prompt)
    expect(await withHtml.locator('img').count()).toBe(0)
    expect(await withHtml.textContent()).toContain('<img src=x onerror="window.__injected = true">')
    expect(await page.evaluate('typeof window.__injected')).toBe('undefined')
    await page.close()
  })
})
