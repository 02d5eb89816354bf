import type { ApiKey } from '@platform/shared/contracts/deployment'
import type { Model } from '@platform/shared/contracts/models'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { browserForThisFile } from './support/browser.ts'
import { setUpProject, trainOnPairs } from './support/project-setup.ts'
import { screenshot, signInToProject } from './support/screens.ts'
import { startWidgetHost, type WidgetHost } from './support/widget-host.ts'

/*
 * Issue 43 item 6 in the browser: the owner sets the widget's welcome message and a suggested question on the API
 * key in the console (Deployment, API keys), and a visitor of the customer's page on another origin, whose embed
 * code says only the embed id and a title, sees them when the widget opens.
 */

const platform = inject('sharedPlatform')
const browser = browserForThisFile()
const welcome = 'Welcome to North Shop! Ask me about parcels and returns.'
const question = 'How do I track my parcel?'
let host: WidgetHost | undefined

afterAll(async () => {
  await host?.stop()
})

describe('the widget’s appearance, set on the key in the console', () => {
  it('is saved next to the key and shown by the widget on the customer’s page', async () => {
    const project = await setUpProject(platform, 'appearance')
    await trainOnPairs(project, shipkiteHelpCenter.slice(0, 6))
    const model = (await project.api.get<Model[]>(`${project.base}/models`)).data[0] as Model
    const created = await project.api.post<{ apiKey: ApiKey }>(`${project.base}/models/api-keys`, {
      modelId: model.id,
      name: 'North Shop site',
      allowedDomains: ['127.0.0.1'],
    })
    const { embedId } = created.data.apiKey
    host = await startWidgetHost({
      widgetScriptUrl: `${platform.url}/widget/widget.js`,
      pages: { '/': `{ embedId: ${JSON.stringify(embedId)}, chatWindow: { title: 'North Shop help' } }` },
    })

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    await signInToProject(page, platform.url, project.account)
    await page.goto(`${platform.url}/projects/deployment/?dpm=api-keys`)
    const form = page.getByRole('region', { name: 'Widget preview' })
    await form.waitFor({ timeout: 30_000 })
    // A new key starts with the widget's default welcome, so the chat never opens as an empty panel.
    expect(await form.textContent()).toContain('Hi! How can I help you today?')

    await page.getByRole('textbox', { name: 'Welcome message' }).fill(welcome)
    await page.getByRole('textbox', { name: 'Suggested questions' }).fill(question)
    await page.getByRole('textbox', { name: 'Primary colour' }).fill('#1f6feb')
    expect(await form.textContent()).toContain(welcome)
    await page.getByRole('button', { name: 'Save appearance' }).click()
    await expect
      .poll(() => page.getByTestId('toaster').textContent(), { timeout: 15_000 })
      .toContain('Widget appearance saved')
    await screenshot(page, 'deployment-widget-appearance-1366')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'deployment-widget-appearance-390')

    const shop = await context.newPage()
    await shop.goto(`${host.url}/`)
    await shop.getByRole('button', { name: 'Open North Shop help' }).click()
    const chat = shop.frameLocator('iframe[title$=" chat"]')
    await expect.poll(() => chat.locator('.message--welcome').textContent(), { timeout: 30_000 }).toContain(welcome)
    // The key's primary colour reaches the header inside the frame and the launcher on the host page.
    // The journeys are typed without the DOM library: the page's own getComputedStyle, named through globalThis.
    type StyleReader = { getComputedStyle: (element: unknown) => { backgroundColor: string } }
    const colourOf = (element: unknown) =>
      (globalThis as unknown as StyleReader).getComputedStyle(element).backgroundColor
    expect(await chat.locator('.header').evaluate(colourOf)).toBe('rgb(31, 111, 235)')
    expect(await shop.locator('button[aria-haspopup="dialog"]').evaluate(colourOf)).toBe('rgb(31, 111, 235)')
    await chat.getByRole('button', { name: question }).click()
    // The chip asks the question: it appears as the visitor's message.
    await expect
      .poll(() => chat.locator('.message--user').first().textContent(), { timeout: 30_000 })
      .toContain(question)
    await context.close()
  }, 400_000)
})
