import type { TestRun } from '@platform/shared/contracts/evaluation'
import type { Model } from '@platform/shared/contracts/models'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForThisFile } from './support/browser.ts'
import { setUpProject, trainOnPairs } from './support/project-setup.ts'
import { screenshot, signInToProject } from './support/screens.ts'

/*
 * Defects found by the screenshot review of every console area at 1366 px and 390 px (issue 17), each kept fixed:
 * on a version frozen by an API key (a trained model, through the API),
 * - the frozen notice ends the recorded reason with a full stop ("…trained on this version. Unfreeze it…"),
 * - the embed snippet scrolls inside its box on a phone instead of widening the page,
 * - the project's Activity names the kind of training, testing and API key events instead of "Other",
 * - and names models by their name, not by the ids the events were written with (`md…`, `ft:local-retrieval:…`);
 * on the function form, an invalid name shows the rule once and an error saying what is wrong (not the rule again);
 * on the tests area, a single finished run at 0% shows its pass rate instead of an empty-looking chart.
 */

const platform = inject('sharedPlatform')
const browser = browserForThisFile()
const settle = { timeout: 30_000 }

/** A project whose version has a trained model served by an API key (which freezes the version). */
async function setUpDeployedProject() {
  const project = await setUpProject(platform, 'review')
  const { api, base } = project
  await trainOnPairs(
    project,
    [1, 2, 3].map((number) => ({ prompt: `Where is parcel ${number}?`, completion: `In depot ${number}.` })),
  )
  // A test case the model cannot answer, for a run at 0%; added before the API key freezes the version.
  const unanswerable = { prompt: 'What colour is the sky on Mars?', expectedCompletion: 'Butterscotch by day.' }
  expect((await api.post(`${base}/testcases`, unanswerable)).status).toBe(200)
  const models = await api.get<Model[]>(`${base}/models`)
  const key = await api.post(`${base}/models/api-keys`, {
    modelId: models.data[0]?.id,
    name: 'Production website key',
    allowedDomains: ['shop.example.com'],
  })
  expect(key.status).toBe(200)
  return { ...project, model: models.data[0] as Model }
}

// Training takes the longest step of these checks, so the tests share one deployed project.
let deployedProject: ReturnType<typeof setUpDeployedProject> | undefined
const deployed = () => {
  deployedProject ??= setUpDeployedProject()
  return deployedProject
}

/** How many pixels the page is wider than the window (0 or less when nothing sticks out). */
const pageOverflow = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')

describe('screen review fixes', () => {
  it('ends the frozen reason with a full stop, keeps the snippet inside a phone screen and names activity kinds', async () => {
    const { account, model } = await deployed()
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await signInToProject(page, platform.url, account)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${platform.url}/projects/deployment/?dpm=api-keys`)
    const snippet = page.getByRole('region', { name: 'Script tag' })
    await expect.poll(() => snippet.count(), settle).toBe(1)
    await screenshot(page, 'screen-review-01-deployment-390')
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
    expect(await page.locator('body').textContent()).toContain(
      'API key "Production website key" serves a model trained on this version. Unfreeze it to change its content',
    )

    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${platform.url}/projects/view/`)
    const activity = page.getByRole('table').filter({ hasText: 'What happened' })
    await expect.poll(() => activity.getByRole('row').filter({ hasText: 'API key' }).count(), settle).toBeGreaterThan(0)
    await screenshot(page, 'screen-review-02-activity')
    const kinds = await activity.locator('tbody tr td:nth-child(2)').allInnerTexts()
    expect(kinds.length).toBeGreaterThan(0)
    expect(kinds).not.toContain('Other')
    expect(kinds).toContain('Training')
    // Events are written with model ids; the console names the models once the version's models have loaded.
    const summaries = async () => (await activity.locator('tbody tr > :first-child').allInnerTexts()).join('\n')
    await expect.poll(summaries, settle).toContain(`created for ${model.label}`)
    expect(await summaries()).toContain(`Training succeeded: model ${model.label}`)
    expect(await summaries()).not.toContain(model.id)
    expect(await summaries()).not.toContain(model.providerModelId)
    await page.close()
  }, 300_000)

  it('shows the function name rule once and an error that says what is wrong', async () => {
    const { account } = await setUpProject(platform, 'functions')
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await signInToProject(page, platform.url, account)
    await page.goto(`${platform.url}/projects/functions/`)
    await page.getByRole('button', { name: 'Add function' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add function' })
    await dialog.locator('input[name="name"]').fill('get order status')
    await dialog.locator('textarea[name="description"]').fill('Looks up where an order is.')
    await dialog.getByRole('button', { name: 'Add function' }).click()
    const error = 'A function name cannot contain spaces; join the words with _ or -.'
    await expect.poll(() => dialog.getByText(error).count(), settle).toBe(1)
    await screenshot(page, 'screen-review-03-function-name-error')
    const rule = 'Up to 64 letters, digits, _ or -, starting with a letter or _.'
    expect(((await dialog.textContent()) ?? '').split('letters, digits, _ or -')).toHaveLength(2)
    expect(await dialog.getByText(rule).count()).toBe(1)

    await dialog.locator('input[name="name"]').fill('get_order_status')
    await expect.poll(() => dialog.getByText(error).count(), settle).toBe(0)
    expect(await dialog.getByText(rule).count()).toBe(1)
    await page.close()
  }, 120_000)

  it('shows a single finished run at 0% as its pass rate', async () => {
    const { api, base, account, model } = await deployed()
    expect((await api.post(`${base}/testcases/run/${model.id}`, { testsetType: 'testcases' })).status).toBe(200)
    const finishedRun = async () =>
      (await api.get<TestRun[]>(`${base}/testcases/run/${model.id}`)).data.find((run) => run.status === 'succeeded')
    await expect.poll(finishedRun, { timeout: 120_000, interval: 250 }).toBeDefined()
    expect((await finishedRun())?.summary?.passRate).toBe(0)

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await signInToProject(page, platform.url, account)
    await page.goto(`${platform.url}/projects/evaluation/?pgw=tests`)
    await expect.poll(() => page.getByText('0% passed', { exact: true }).count(), settle).toBe(1)
    await screenshot(page, 'screen-review-04-single-run-pass-rate')
    expect(await page.getByText('Its line appears once a second run finishes.').count()).toBe(1)
    await page.close()
  }, 300_000)
})
