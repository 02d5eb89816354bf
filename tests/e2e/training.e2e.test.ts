import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { shipkiteHelpCenter } from '../fixtures/shipkite-help-center.ts'
import { createApiClient } from '../integration/support/api-client.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { browserForThisFile } from './support/browser.ts'
import { screenshot, signInToProject } from './support/screens.ts'

/*
 * Issue 5 in the browser: a version with 50 help-centre Q&A pairs is trained from the Training page, the
 * training is followed to `succeeded`, and the playground answers a reworded question with the trained
 * completion, calls an agent function whose result the tester sends back, and shows retrieval sources and
 * suggested actions. Local mode with the model engine, so nothing leaves the machine.
 */

// The engine trains 50 pairs in seconds: the shared platform's job checks it every second instead of every two.
const platform = inject('sharedPlatform')
const browser = browserForThisFile()

const toastText = (page: Page) => page.getByTestId('toaster').textContent()

const entries = shipkiteHelpCenter.slice(0, 50)
const password = 'analytical1'
const trackingFunction = {
  name: 'get_shipment_status',
  description: 'Look up the current status of a shipment by its tracking number.',
  parameters: {
    type: 'object',
    properties: { trackingNumber: { type: 'string', description: 'The carrier tracking number' } },
    required: ['trackingNumber'],
  },
}

/**
 * An admin with an organization and a project whose first version holds the knowledge, an agent function and
 * a page, all made through the API: the accounts, projects and knowledge journeys cover those screens.
 */
async function setUpProject({ knowledge = true } = {}) {
  const stamp = Date.now()
  const email = `trainer-${stamp}@example.com`
  const organizationName = `Shipkite ${stamp}`
  const projectName = 'Help Centre'
  const api = createApiClient(platform.apiUrl)
  await api.post('/auth/signup', { email, password, name: 'Ada Lovelace' })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  expect((await api.post('/auth/verify-email', { email, code })).status).toBe(200)
  const organization = await api.post<{ id: string }>('/organizations', { name: organizationName })
  expect(organization.status).toBe(200)
  const project = await api.post<{ id: string; latestVersionId: string }>(
    `/organizations/${organization.data.id}/projects`,
    { name: projectName },
  )
  expect(project.status).toBe(200)
  const base = `/organizations/${organization.data.id}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
  for (const entry of knowledge ? entries : []) {
    const created = await api.post(`${base}/knowledge`, { prompt: entry.prompt, completion: entry.completion })
    expect(created.status).toBe(200)
  }
  expect((await api.post(`${base}/agent-functions`, trackingFunction)).status).toBe(200)
  const page = await api.post(`${base}/pages`, {
    id: '/settings/printing',
    title: 'Printing settings',
    description: 'Choose the label format and the thermal printer.',
  })
  expect(page.status).toBe(200)
  return { email, organizationName, projectName }
}

const assistantMessages = (page: Page) => page.locator('[data-role="assistant"]')

/** Sends a message with Enter and waits for the model's reply to it; answers the reply's row. */
async function ask(page: Page, question: string) {
  const before = await assistantMessages(page).count()
  const messageBox = page.getByRole('textbox', { name: 'Message' })
  await messageBox.fill(question)
  await messageBox.press('Enter')
  await expect.poll(() => assistantMessages(page).count(), { timeout: 30_000 }).toBe(before + 1)
  return assistantMessages(page).last()
}

/**
 * The journey trains twice and chats in between: about 115 s on a quiet run, past the suite's 120 s when the shared
 * machine is loaded (timed out twice at load 12), so it gets its own bound.
 */
const journeyTimeoutMs = 240_000

describe('training and the playground in the console', () => {
  it('trains the version, follows it to succeeded and gets the trained answer to a reworded question', {
    timeout: journeyTimeoutMs,
  }, async () => {
    const account = await setUpProject()
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    await signInToProject(page, platform.url, { ...account, password })

    // The estimate: 50 examples, the local engine as base model, within the plan and the free credits.
    await page.getByRole('link', { name: 'Training', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/projects/training/')
    const startButton = page.getByRole('button', { name: 'Start training' })
    await expect.poll(() => startButton.isEnabled(), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => page.getByText('local-retrieval', { exact: true }).count()).toBeGreaterThan(0)
    expect(await page.getByText('Estimated duration').count()).toBe(1)
    await expect.poll(() => page.getByText('No trainings yet').count()).toBe(1)
    await screenshot(page, 'training-01-estimate')

    // The custom training form checks the contract's bounds under each field before anything is sent.
    await page.getByRole('button', { name: 'Custom training' }).click()
    await page.locator('input[name="epochs"]').fill('0')
    await page.locator('input[name="validationSplitPercent"]').fill('60')
    await page.locator('input[name="suffix"]').fill('has spaces')
    await page.getByRole('button', { name: 'Start custom training' }).click()
    await expect.poll(() => page.getByText('Use at least 1 epoch.').count()).toBe(1)
    expect(await page.getByText('Hold out at most half of the knowledge.').count()).toBe(1)
    expect(await page.getByText('Use up to 40 letters, digits, "-" and "_".', { exact: true }).count()).toBe(1)
    await screenshot(page, 'training-01b-custom-form')
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()

    // Retrieval is switched for the version with the spec's toast.
    await page.getByText('Use retrieval (RAG)').click()
    await expect.poll(() => toastText(page), { timeout: 10_000 }).toContain('RAG enabled')

    await startButton.click()
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('Training started')
    // Progress shows while it runs (the list polls every two seconds), then the history says it succeeded.
    await expect
      .poll(() => page.getByRole('heading', { name: /Training in progress/ }).count(), { timeout: 15_000 })
      .toBe(1)
    // Cloudscape repeats the label in a screen-reader live region, so the step text may appear twice.
    await expect.poll(() => page.getByText(/^Step \d of 5: /).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    // Issue 17, item 4: your own run is progress, not a yellow "cannot start" warning.
    expect(await page.getByText('A training of this version is in progress').count()).toBe(1)
    expect(await page.getByText('Training cannot start yet').count()).toBe(0)
    await screenshot(page, 'training-02-running')
    const history = page.getByRole('row').filter({ hasText: 'Standard' })
    await expect.poll(() => history.first().textContent(), { timeout: 90_000, interval: 250 }).toContain('Succeeded')
    await expect.poll(() => toastText(page), { timeout: 10_000 }).toContain('Training finished')
    await expect.poll(() => page.getByRole('heading', { name: /Training in progress/ }).count()).toBe(0)
    // The model is named for what it is: a local retrieval model, never a language model.
    await expect.poll(() => history.first().textContent(), { timeout: 10_000 }).toContain('Local retrieval model')
    expect(await history.first().textContent()).toMatch(/Training loss \d/)
    // Issue 17, item 4: the figures agree. No pairs were held out, so the engine's own check is not called
    // validation, and each figure says what it measured.
    const row = (await history.first().textContent()) ?? ''
    expect(row).toContain('50 for training, none held out')
    expect(row).toMatch(/self-check accuracy \d/)
    expect(row).not.toMatch(/validation/i)
    expect(row).toContain('Self-check: no pairs were held out')
    // Issue 13: the answer check reads as shares of held-out questions, the counts behind them in its popover.
    expect(row).toMatch(/\d+% answered right · \d+% declined/)
    await history
      .first()
      .getByRole('button', { name: /answered right/ })
      .click()
    const answerCheck = page.getByRole('dialog', { name: 'Answer check' })
    await expect.poll(() => answerCheck.textContent(), { timeout: 5_000 }).toMatch(/\d+ of \d+ held-out wordings/)
    expect(await answerCheck.textContent()).toMatch(/\d+ of \d+ out-of-scope questions/)
    await screenshot(page, 'training-03b-answer-check')
    await page.keyboard.press('Escape')
    // The next estimate is calibrated from the run just measured.
    await expect
      .poll(
        () =>
          page
            .getByText(/^Measured on this version's last training: the latest took \d+ s for 50 Q&A pairs\.$/)
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBe(1)
    await screenshot(page, 'training-03-succeeded')

    // The history links the new model's playground.
    await page.getByRole('link', { name: 'Try Local retrieval model in the playground' }).click()
    await page.waitForURL((url) => url.pathname === '/projects/evaluation/')
    expect(new URL(page.url()).searchParams.get('pg')).toBe('playground')
    await page.getByRole('textbox', { name: 'Message' }).waitFor()

    // A reworded question (the knowledge asks "How do I create a shipping label?"), sent with Enter.
    const answer = await ask(page, 'How can I create a shipping label?')
    expect(await answer.locator('.playground-bubble').textContent()).toBe(entries[0]?.completion)
    expect(await answer.textContent()).toContain('Local retrieval model')
    expect(await page.locator('[data-role="user"]').last().textContent()).toContain(
      'How can I create a shipping label?',
    )
    await screenshot(page, 'playground-01-answer')

    // An agent function: the call shows as a card with its arguments; the tester answers for the tool.
    const calling = await ask(page, 'What is the status of my shipment with tracking number 1Z999AA10123456784?')
    const call = calling.getByRole('region', { name: 'Function call get_shipment_status' })
    expect(await call.textContent()).toContain('"trackingNumber": "1Z999AA10123456784"')
    await screenshot(page, 'playground-02-function-call')
    const repliesBeforeResult = await assistantMessages(page).count()
    await page
      .getByRole('textbox', { name: 'Result of get_shipment_status' })
      .fill('{"message":"In transit, arriving Friday."}')
    await page.getByRole('button', { name: 'Send result' }).click()
    await expect.poll(() => assistantMessages(page).count(), { timeout: 30_000 }).toBe(repliesBeforeResult + 1)
    expect(await assistantMessages(page).last().locator('.playground-bubble').textContent()).toBe(
      'In transit, arriving Friday.',
    )
    expect(await page.locator('[data-role="tool"]').last().textContent()).toContain('get_shipment_status')

    // Retrieval (on for the version, so on here too) and suggested actions with the next question.
    await page.getByText('Suggest actions', { exact: true }).click()
    const withSources = await ask(page, 'Does Shipkite work with my Zebra label printer?')
    const sources = withSources.getByRole('button', { name: /^Sources \(\d+\)$/ })
    await sources.click()
    const passages = withSources.locator('.playground-passage')
    await expect.poll(() => passages.count()).toBeGreaterThan(0)
    // The best passage is the thermal-printer answer, with its retrieval score.
    expect(await passages.first().textContent()).toContain(entries[1]?.completion.slice(0, 60))
    expect(await passages.first().textContent()).toMatch(/Score \d\.\d\d/)
    expect(await withSources.getByRole('list', { name: 'Suggested actions' }).textContent()).toContain(
      'Printing settings',
    )
    await screenshot(page, 'playground-03-sources-and-suggestions')

    // A custom training the provider refuses fails with the provider's reason, shown under its status.
    await page.goto(`${platform.url}/projects/training/`)
    await page.getByRole('button', { name: 'Custom training' }).click()
    await page.locator('input[name="baseModel"]').fill('gpt-4o-mini-2024-07-18')
    await page.getByRole('button', { name: 'Start custom training' }).click()
    await expect.poll(() => toastText(page), { timeout: 30_000 }).toContain('Training failed')
    const failed = page.getByRole('row').filter({ hasText: 'gpt-4o-mini-2024-07-18' })
    await expect.poll(() => failed.textContent(), { timeout: 10_000 }).toContain('not available for fine-tuning')
    expect(await failed.textContent()).toContain('(refunded)')

    // A long custom training is cancelled from its progress panel after confirming; its credits come back.
    await page.getByRole('button', { name: 'Custom training' }).click()
    await page.locator('input[name="epochs"]').fill('50')
    await page.locator('input[name="suffix"]').fill('long-run')
    await page.getByRole('button', { name: 'Start custom training' }).click()
    await expect
      .poll(() => page.getByRole('heading', { name: /Training in progress/ }).count(), { timeout: 15_000 })
      .toBe(1)
    await page.getByRole('button', { name: 'Cancel training' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel training' }).click()
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain('Training cancelled')
    const cancelled = page.getByRole('row').filter({ hasText: 'Cancelled' })
    await expect.poll(() => cancelled.first().textContent(), { timeout: 10_000 }).toContain('Cancelled')
    expect(await cancelled.first().textContent()).toContain('(refunded)')
    await screenshot(page, 'training-04-cancelled')

    await page.close()
  })

  it('tells a version without a trained model to train one first', async () => {
    const account = await setUpProject({ knowledge: false })
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signInToProject(page, platform.url, { ...account, password })
    await page.goto(`${platform.url}/projects/evaluation/?pg=playground`)
    await expect.poll(() => page.getByText('No trained model yet').count(), { timeout: 15_000 }).toBe(1)
    expect(await page.getByText('Train a model on the Training page first').count()).toBe(1)
    await screenshot(page, 'playground-00-no-model')
    await page.getByRole('link', { name: 'Go to Training' }).click()
    await page.waitForURL((url) => url.pathname === '/projects/training/')
    await page.close()
  })
})
