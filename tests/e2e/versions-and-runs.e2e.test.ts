import type { TestRun } from '@platform/shared/contracts/evaluation'
import type { Model } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForThisFile } from './support/browser.ts'
import { setUpProject, trainOnPairs } from './support/project-setup.ts'
import { screenshot, signInToProject } from './support/screens.ts'

/*
 * Issue 43 in the console, items 3 and 9: training does not freeze a version and the page says so in the rule's
 * words; "Freeze" is an action of the versions menu; unfreezing a version behind live API keys asks first, naming
 * them; the training page offers the next training as soon as it says "Training finished"; a finished test run's
 * rows are all scored without a reload.
 */

const platform = inject('sharedPlatform')
const browser = browserForThisFile()
// The shared platform scores every case in one step (TEST_RUN_BATCH_SIZE 24), which also finishes the run: the
// console sees the run finish before it reads the cases again (the run list is read first on each poll), as in the
// issue's "Finished 18.2%" with unscored rows.
const settle = { timeout: 30_000 }
/** What the in-page check reads of the document. */
interface PageDocument {
  body: { textContent: string | null }
  querySelector(selector: string): { textContent: string | null } | null
}
const toastText = (page: Page) => page.getByTestId('toaster').textContent()
const pairs = [1, 2, 3, 4, 5, 6].map((number) => ({
  prompt: `Where is parcel ${number}?`,
  completion: `Parcel ${number} waits in depot ${number}.`,
}))

describe('versions and runs in the console', () => {
  let project: Awaited<ReturnType<typeof setUpProject>>
  let page: Page

  it('offers the next training as soon as the training page says "Training finished"', async () => {
    project = await setUpProject(platform, 'versions')
    for (const pair of pairs) expect((await project.api.post(`${project.base}/knowledge`, pair)).status).toBe(200)
    for (const pair of pairs) {
      for (const prompt of [
        pair.prompt,
        `${pair.prompt} Tell me please.`,
        `Can you say: ${pair.prompt.toLowerCase()}`,
      ]) {
        const testCase = { prompt, expectedCompletion: pair.completion }
        expect((await project.api.post(`${project.base}/testcases`, testCase)).status).toBe(200)
      }
    }
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await signInToProject(page, platform.url, project.account)
    await page.goto(`${platform.url}/projects/training/`)
    await page.getByRole('button', { name: 'Start training' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Training started')
    // Checked in the page on every frame, in the frame the notice appears: right away, not once the estimate is
    // read again (before: "A training of this version is already running" beside "Training finished").
    const atFinish = await page.waitForFunction(
      () => {
        // The tests are typed without the DOM library; this runs in the page.
        const { document } = globalThis as unknown as { document: PageDocument }
        const notices = document.querySelector('[data-testid="toaster"]')?.textContent ?? ''
        if (!notices.includes('Training finished')) return false
        return { alreadyRunningShown: (document.body.textContent ?? '').includes('already running') }
      },
      undefined,
      { polling: 'raf', timeout: 180_000 },
    )
    expect(await atFinish.jsonValue()).toEqual({ alreadyRunningShown: false })
    expect(await page.getByText('already running').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Start training' }).isDisabled()).toBe(false)
    await screenshot(page, 'versions-01-training-finished')
  }, 240_000)

  it('scores every row of a finished run without a reload', async () => {
    await page.goto(`${platform.url}/projects/evaluation/?pgw=tests`)
    await page.getByRole('button', { name: 'Run tests' }).last().click()
    await expect.poll(() => toastText(page), settle).toContain('Testing started.')
    const history = page.getByRole('row').filter({ hasText: 'Finished' })
    await expect.poll(() => history.count(), { timeout: 90_000, interval: 250 }).toBe(1)
    const results = page.getByRole('table').filter({ hasText: 'Answer' })
    await expect.poll(() => results.getByRole('row').count(), settle).toBeGreaterThan(1)
    // The rows catch up with the run without a reload (before: "Not scored yet" until one).
    await expect.poll(() => results.getByText('Not scored yet').count(), { timeout: 5_000 }).toBe(0)
    await screenshot(page, 'versions-02-finished-run')
  }, 120_000)

  it('freezes from the versions menu and names the live keys before unfreezing', async () => {
    // Training did not freeze the version.
    await page.goto(`${platform.url}/projects/versions/`)
    const row = page.getByRole('row').filter({ hasText: 'v1' })
    await expect.poll(() => row.textContent(), settle).toContain('Editable')
    expect(await page.locator('body').textContent()).toContain('training alone does not freeze it')

    await page.getByRole('button', { name: 'Actions for v1' }).click()
    await page.getByRole('menuitem', { name: 'Freeze' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Version v1 frozen')
    await expect.poll(() => row.textContent(), settle).toContain('Frozen: Frozen by Grace Hopper')

    // Unfreezing a version no key serves needs no question.
    await page.getByRole('button', { name: 'Actions for v1' }).click()
    await page.getByRole('menuitem', { name: 'Unfreeze' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Data unfrozen: v1 can be edited.')
    await expect.poll(() => row.textContent(), settle).toContain('Editable')

    // Two live keys: the confirmation names both, and nothing changes until it is confirmed.
    const models = await project.api.get<Model[]>(`${project.base}/models`)
    for (const name of ['Website', 'Mobile app']) {
      const created = await project.api.post(`${project.base}/models/api-keys`, { modelId: models.data[0]?.id, name })
      expect(created.status).toBe(200)
    }
    await page.reload()
    await expect.poll(() => row.textContent(), settle).toContain('API key "Mobile app" serves a model')
    await page.getByRole('button', { name: 'Actions for v1' }).click()
    await page.getByRole('menuitem', { name: 'Unfreeze' }).click()
    const dialog = page.getByRole('dialog', { name: 'Unfreeze v1?' })
    await expect.poll(() => dialog.textContent(), settle).toContain('API keys "Mobile app" and "Website" serve')
    await screenshot(page, 'versions-03-unfreeze-confirmation')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await row.textContent()).toContain('Frozen')

    await page.getByRole('button', { name: 'Actions for v1' }).click()
    await page.getByRole('menuitem', { name: 'Unfreeze' }).click()
    await dialog.getByRole('button', { name: 'Unfreeze' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Data unfrozen: v1 can be edited.')
    await expect.poll(() => row.textContent(), settle).toContain('Editable')
    // The keys keep serving: the version's trainings are untouched.
    const trainings = await project.api.get<Training[]>(`${project.base}/training`)
    expect(trainings.data[0]?.status).toBe('succeeded')
    await page.close()
  }, 120_000)

  it('compares a run of a new version with one of the version in production, and the versions side by side', async () => {
    // v2: v1's content plus one pair, trained and tested through the API.
    const created = await project.api.post<{ version: { id: string } }>(`${project.base}/new`, {})
    expect(created.status).toBe(200)
    const next = { api: project.api, base: project.base.replace(/[^/]+$/, created.data.version.id) }
    await trainOnPairs(next, [{ prompt: 'Where is parcel 7?', completion: 'Parcel 7 waits in depot 7.' }])
    const nextModel = (await project.api.get<Model[]>(`${next.base}/models`)).data[0] as Model
    const started = await project.api.post<{ run: TestRun }>(`${next.base}/testcases/run/${nextModel.id}`, {
      testsetType: 'testcases',
    })
    expect(started.status).toBe(200)
    await expect
      .poll(async () => {
        const runs = await project.api.get<TestRun[]>(`${next.base}/testcases/run/${nextModel.id}`)
        return runs.data.find((run) => run.id === started.data.run.id)?.status
      }, settle)
      .toBe('succeeded')

    page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await signInToProject(page, platform.url, project.account)
    // Choosing the project works on its latest version, v2.
    await page.goto(`${platform.url}/projects/evaluation/?pgw=tests`)

    // The run chooser names each run's version: v1's run is the first, v2's the second, and they compare.
    const body = () => page.locator('body').textContent()
    await expect.poll(body, settle).toMatch(/\d+ regressed · \d+ improved · \d+ unchanged/)
    expect(await body()).toMatch(/v1 · [^·]+ · Test cases ·/)
    expect(await body()).toMatch(/v2 · [^·]+ · Test cases ·/)
    await expect.poll(body, settle).toContain('Knowledge: 1 added · 0 removed · 0 changed · 6 unchanged')
    expect(await body()).toContain('Where is parcel 7?')
    expect((await body())?.match(/passed · mean similarity/g)).toHaveLength(2)
    await screenshot(page, 'versions-04-compare-versions')
    await page.close()
  }, 300_000)

  it('shows the day’s training, chat and test run costs and their total on the Costs page (item 1)', async () => {
    // A playground chat after the trainings and runs: before, each charge reset the day's other counters.
    const models = await project.api.get<Model[]>(`${project.base}/models`)
    const reply = await project.api.post(`${project.base}/models/message`, {
      modelId: models.data[0]?.id,
      messages: [{ role: 'user', content: 'Where is parcel 1?' }],
    })
    expect(reply.status).toBe(200)
    const organizationPath = project.base.split('/projects/')[0]
    const readCosts = () =>
      project.api.get<{
        trainingUsd: number
        chatUsd: number
        evaluationUsd: number
        totalUsd: number
      }>(`${organizationPath}/dashboard/costs`)
    // A chat's cost reaches the day's usage from the table's stream, just after its reply (ADR 0028).
    await expect.poll(async () => (await readCosts()).data.chatUsd, { timeout: 30_000 }).toBeGreaterThan(0)
    const costs = await readCosts()
    expect(costs.data.trainingUsd).toBeGreaterThan(0)
    expect(costs.data.evaluationUsd).toBeGreaterThan(0)
    expect(costs.data.totalUsd).toBe(
      Math.round((costs.data.trainingUsd + costs.data.chatUsd + costs.data.evaluationUsd) * 1_000_000) / 1_000_000,
    )
    const usd = (amount: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: amount !== 0 && Math.abs(amount) < 1 ? 4 : 2,
      }).format(amount)

    page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await signInToProject(page, platform.url, project.account)
    await page.goto(`${platform.url}/orgs/costs/`)
    const body = () => page.locator('body').textContent()
    await expect.poll(body, settle).toContain(`Total spent${usd(costs.data.totalUsd)}`)
    expect(await body()).toContain(`Training${usd(costs.data.trainingUsd)}`)
    await screenshot(page, 'versions-05-costs')
    await page.close()
  }, 120_000)
})
