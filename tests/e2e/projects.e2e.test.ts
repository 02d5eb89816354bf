import { join } from 'node:path'
import { freezeVersion } from '@platform/functions/domains/projects/freeze-version'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { createApiClient } from '../integration/support/api-client.ts'
import { startDocumentationSite } from '../support/documentation-site.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { launchBrowser } from './support/browser.ts'
import { screenshot } from './support/screens.ts'

let platform: LocalPlatform
let browser: Browser
let closeBrowser: () => Promise<void>
let site: Awaited<ReturnType<typeof startDocumentationSite>> | undefined
let siteUrl = ''

beforeAll(async () => {
  // Sources refuse loopback unless told otherwise; without a model provider the extractor writes the Q&As.
  process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
  delete process.env.MODEL_PROVIDER_BASE_URL
  site = await startDocumentationSite()
  siteUrl = site.url
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
  const launched = await launchBrowser()
  browser = launched.browser
  closeBrowser = launched.close
})

afterAll(async () => {
  await closeBrowser?.()
  await platform?.stop()
  await site?.stop()
})

/** Screens load lazily and jobs run in the background: give each expectation time to come true. */
const settle = { timeout: 15_000 }

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
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
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
  await expect.poll(() => toastText(page), settle).toContain('Project created')
}

describe('projects in the console', () => {
  it('creates a project, adds a knowledge pair through the form and finds it in the table', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signInAsNewAdmin(page)
    await expect.poll(() => page.getByText('No projects yet').count(), settle).toBe(1)
    await screenshot(page, '01-projects-empty')

    // The shared rules are checked before anything is sent.
    await page.goto(`${platform.url}/projects/create/`)
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect.poll(() => page.getByText('Use at least 2 characters.').count(), settle).toBe(1)
    await page.goto(`${platform.url}/projects/`)

    await createProjectInConsole(page, 'Help Centre')
    // The new project is selected with its first (and latest) version.
    await expect.poll(() => page.getByRole('heading', { name: 'Help Centre' }).count(), settle).toBe(1)
    await expect.poll(() => page.getByRole('button', { name: /^Version / }).textContent(), settle).toContain('v1')
    await screenshot(page, '02-project-overview')

    await page.goto(`${platform.url}/projects/`)
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Help Centre' }).count(), settle).toBe(1)
    await screenshot(page, '03-projects-list')

    // Names are unique in the organization, whatever their case: the API's refusal shows under the field.
    await page.goto(`${platform.url}/projects/create/`)
    await page.locator('input[name="name"]').fill('help centre')
    await page.getByRole('button', { name: 'Create project' }).click()
    await expect.poll(() => page.getByText('Project name already exists.').count(), settle).toBe(1)
    await page.goto(`${platform.url}/projects/`)
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Help Centre' }).count(), settle).toBe(1)

    // Pre-processing opens on the knowledge view, which starts empty and says what to do.
    await page.getByRole('link', { name: 'Pre-processing' }).click()
    await page.waitForURL((url) => url.pathname === '/projects/pre-processing/')
    await expect.poll(() => page.getByText('No knowledge yet').count(), settle).toBe(1)
    await screenshot(page, '04-knowledge-empty')

    await page.getByRole('button', { name: 'Add Q&A' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add Q&A' })
    // Spec section 5: prompt and completion are both required; the shared schema says so before sending.
    await dialog.getByRole('button', { name: 'Add Q&A' }).click()
    await expect.poll(() => dialog.getByText('Enter a prompt.').count(), settle).toBe(1)
    await dialog.locator('textarea[name="prompt"]').fill('How do I reset my password?')
    await dialog.locator('textarea[name="completion"]').fill('Open Settings, choose Security, then Reset password.')
    await screenshot(page, '05-knowledge-form')
    await dialog.getByRole('button', { name: 'Add Q&A' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Knowledge added')

    const row = page.getByRole('row').filter({ hasText: 'How do I reset my password?' })
    await expect.poll(() => row.count(), settle).toBe(1)
    expect(await row.textContent()).toContain('Open Settings, choose Security, then Reset password.')
    expect(await row.textContent()).toContain('Typed in')
    await screenshot(page, '06-knowledge-table')

    // Edited in the same form, found by search, then deleted after confirming.
    await row.getByRole('button', { name: /^Edit / }).click()
    const editor = page.getByRole('dialog', { name: 'Edit Q&A' })
    await editor.locator('textarea[name="completion"]').fill('Open Settings, then Security, then Reset password.')
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Knowledge updated')
    await page.getByPlaceholder('Search prompts and completions').fill('security')
    await expect.poll(() => row.textContent(), settle).toContain('then Security')
    await page.getByPlaceholder('Search prompts and completions').fill('invoices')
    await expect.poll(() => page.getByText('No match').count(), settle).toBe(1)
    await page.getByPlaceholder('Search prompts and completions').fill('')
    await row.getByRole('button', { name: /^Delete / }).click()
    await page.getByRole('dialog', { name: 'Delete Q&A' }).getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Knowledge deleted')
    await expect.poll(() => page.getByText('No knowledge yet').count(), settle).toBe(1)

    await page.close()
  })

  it('adds a link, finds linked pages and adds them, uploads a file and imports a CSV of Q&As', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signInAsNewAdmin(page)
    await createProjectInConsole(page, 'Shipping Help')

    // App info: saved with a toast, kept on reload.
    await page.goto(`${platform.url}/projects/data-sources/?dc=info`)
    await page.locator('input[name="name"]').fill('ShipKite')
    await page.locator('input[name="websiteUrl"]').fill('not a link')
    await page.getByRole('button', { name: 'Save app info' }).click()
    await expect.poll(() => page.getByText('Enter a full URL, starting with https://.').count(), settle).toBe(1)
    await page.locator('input[name="websiteUrl"]').fill('https://shipkite.example')
    await page.getByRole('button', { name: 'Save app info' }).click()
    await expect.poll(() => toastText(page), settle).toContain('App info updated')
    await screenshot(page, '07-app-info')

    // One link, read and turned into Q&As: its row goes from Reading to Ready.
    await page.getByRole('tab', { name: 'Links' }).click()
    await page.waitForURL((url) => url.searchParams.get('dc') === 'links')
    await expect.poll(() => page.getByText('No links yet').count(), settle).toBe(1)
    await page.locator('input[name="url"]').fill(`${siteUrl}/returns.html`)
    await page.getByRole('button', { name: 'Add link' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Link added')
    const returnsRow = page.getByRole('row').filter({ hasText: `${siteUrl}/returns.html` })
    await expect.poll(() => returnsRow.count(), settle).toBe(1)
    await expect.poll(() => returnsRow.textContent(), { timeout: 30_000 }).toContain('Ready')

    // Linked pages: the search runs as a job with progress, then its links are chosen and added together.
    await page.locator('input[name="url"]').fill(`${siteUrl}/index.html`)
    await page.getByRole('button', { name: 'Find linked pages' }).click()
    const searchRow = page.getByRole('row').filter({ hasText: 'links found' })
    await expect.poll(() => searchRow.count(), { timeout: 60_000 }).toBe(1)
    await screenshot(page, '08-links-search-finished')
    await searchRow.getByRole('button', { name: 'Choose links' }).click()
    const chooser = page.getByRole('dialog')
    await expect
      .poll(() =>
        chooser
          .getByRole('row')
          .filter({ hasText: `${siteUrl}/faq.html` })
          .count(),
      )
      .toBe(1)
    // The link added before is not offered again.
    expect(
      await chooser
        .getByRole('row')
        .filter({ hasText: `${siteUrl}/returns.html` })
        .count(),
    ).toBe(0)
    await screenshot(page, '09-links-choose')
    await chooser.getByRole('button', { name: /^Add \d+ links$/ }).click()
    await expect.poll(() => toastText(page), settle).toContain('Links added for Q&A generation')
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: `${siteUrl}/faq.html` })
          .count(),
      )
      .toBe(1)
    await screenshot(page, '10-links-table')

    // A file: uploaded with progress, then its text extracted.
    await page.getByRole('tab', { name: 'Files' }).click()
    await page.waitForURL((url) => url.searchParams.get('dc') === 'files')
    await page
      .locator('input[type="file"]')
      .setInputFiles(join('tests', 'fixtures', 'documentation-site', 'downloads', 'carrier-notes.txt'))
    await expect.poll(() => toastText(page), settle).toContain('File added: carrier-notes.txt')
    const fileRow = page.getByRole('row').filter({ hasText: 'carrier-notes.txt' })
    await expect.poll(() => fileRow.textContent(), { timeout: 30_000 }).toContain('Ready')
    await screenshot(page, '11-files')

    // A CSV of Q&As: queued, imported by a job, and reported row by row.
    await page.goto(`${platform.url}/projects/pre-processing/?dp=knowledge`)
    await page.locator('input[type="file"]').setInputFiles({
      name: 'answers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'prompt,completion\nWhere is my parcel?,Track it from Shipments.\n,Missing a prompt\nCan I change the address?,Yes until it ships.\n',
      ),
    })
    await expect.poll(() => toastText(page), settle).toContain('Knowledge queued for import')
    await expect.poll(() => page.getByText('Import of answers.csv').count(), settle).toBe(1)
    await expect.poll(() => page.getByText('Rows that were not imported (1)').count(), { timeout: 30_000 }).toBe(1)
    await screenshot(page, '12-knowledge-import-report')

    // Links and the file added Q&As too; the source filter narrows the table to the imported pairs.
    await page.getByRole('button', { name: /^Source/ }).click()
    await page.getByRole('option', { name: 'CSV import' }).click()
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Where is my parcel?' }).count(), settle).toBe(1)
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Can I change the address?' }).count(), settle)
      .toBe(1)
    // Polled: the imported pairs are in the table before and after the filter applies, so their rows alone do not
    // say the filtered page has replaced the full one.
    await expect
      .poll(
        () =>
          page
            .getByRole('row')
            .filter({ hasText: /Link|File/ })
            .count(),
        settle,
      )
      .toBe(0)
    await screenshot(page, '13-knowledge-filtered')

    await page.close()
  })

  it('renames, creates and imports versions, adds a function, shows access and deletes the project', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signInAsNewAdmin(page)
    await createProjectInConsole(page, 'Billing Bot')

    await page.goto(`${platform.url}/projects/versions/`)
    await page.getByRole('button', { name: 'Actions for v1' }).click()
    await page.getByRole('menuitem', { name: 'Rename' }).click()
    await page.locator('input[name="version"]').fill('Launch')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Version name saved: Launch.')

    // A new version copies the one it is made from and becomes the version in use.
    await page.getByRole('button', { name: 'New version' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Create version' }).click()
    await expect.poll(() => toastText(page), settle).toContain('New version created: v2')
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'In use' }).textContent(), settle).toContain('v2')

    await page.getByRole('button', { name: 'Actions for Launch' }).click()
    await page.getByRole('menuitem', { name: 'Import from another version' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
    await expect.poll(() => toastText(page), settle).toContain('Data imported into Launch')
    await screenshot(page, '14-versions')

    // Deployment freezes a version (done here in process, as no model is deployed): content turns read-only
    // and the version bar offers to unfreeze it.
    // The console keeps the chosen identifiers in local storage; the test reads them there.
    const stored = JSON.parse(
      ((await page.evaluate('window.localStorage.getItem("console-context")')) as string | null) ?? '{}',
    )
    await freezeVersion(
      { organizationId: stored.orgId, projectId: stored.projectId, versionId: stored.versionId },
      'A deployed model was trained on it.',
    )
    await page.goto(`${platform.url}/projects/pre-processing/?dp=knowledge`)
    await expect.poll(() => page.getByText('Version v2 is frozen').count(), settle).toBe(1)
    expect(await page.getByRole('button', { name: 'Add Q&A' }).count()).toBe(0)
    await screenshot(page, '14-frozen-version')
    await page.getByRole('button', { name: 'Unfreeze' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Data unfrozen: v2 can be edited.')
    await expect.poll(() => page.getByRole('button', { name: 'Add Q&A' }).count(), settle).toBeGreaterThan(0)

    // Pages and workflows of the version, each added through its form.
    await page.goto(`${platform.url}/projects/pre-processing/?dp=pages`)
    await page.getByRole('button', { name: 'Add page' }).first().click()
    const pageForm = page.getByRole('dialog', { name: 'Add page' })
    await pageForm.locator('input[name="id"]').fill('/settings/billing')
    await pageForm.locator('input[name="title"]').fill('Billing')
    await pageForm.getByRole('button', { name: 'Add page' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Page added: Billing.')
    await expect.poll(() => page.getByRole('row').filter({ hasText: '/settings/billing' }).count(), settle).toBe(1)

    await page.getByRole('tab', { name: 'Workflows' }).click()
    await page.getByRole('button', { name: 'Add workflow' }).first().click()
    const workflowForm = page.getByRole('dialog', { name: 'Add workflow' })
    await workflowForm.locator('input[name="id"]').fill('change-plan')
    await workflowForm.locator('input[name="name"]').fill('Change plan')
    await workflowForm.getByRole('button', { name: 'Add workflow' }).click()
    await expect.poll(() => workflowForm.getByText('Enter a step title.').count(), settle).toBe(1)
    await workflowForm.getByLabel('Step 1 title').fill('Open Billing')
    await workflowForm.getByRole('button', { name: 'Add step' }).click()
    await workflowForm.getByLabel('Step 2 title').fill('Choose a plan')
    await screenshot(page, '16-workflow-form')
    await workflowForm.getByRole('button', { name: 'Add workflow' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Workflow added: Change plan.')
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Change plan' }).textContent(), settle)
      .toContain('2. Choose a plan')

    // Agent functions: the parameters editor checks JSON and the schema shape before anything is sent.
    await page.getByRole('link', { name: 'Functions' }).click()
    await page.waitForURL((url) => url.pathname === '/projects/functions/')
    await expect.poll(() => page.getByText('No functions yet').count(), settle).toBe(1)
    await page.getByRole('button', { name: 'Add function' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add function' })
    await dialog.locator('input[name="name"]').fill('get_order_status')
    await dialog.locator('textarea[name="description"]').fill('Looks up where an order is.')
    await dialog.locator('textarea[name="parameters"]').fill('{"type": "object", "required": ["orderId"]}')
    await expect.poll(() => dialog.getByText('"orderId" is not a property').count(), settle).toBe(1)
    await dialog
      .locator('textarea[name="parameters"]')
      .fill('{"type": "object", "properties": {"orderId": {"type": "string"}}, "required": ["orderId"]}')
    await screenshot(page, '15-function-form')
    await dialog.getByRole('button', { name: 'Add function' }).click()
    await expect.poll(() => toastText(page), settle).toContain('Function added: get_order_status.')
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'get_order_status' }).textContent(), settle)
      .toContain('orderId')
    await screenshot(page, '16-functions-table')

    await page.goto(`${platform.url}/projects/settings/access/`)
    const ownRow = page.getByRole('row').filter({ hasText: 'Ada Lovelace (you)' })
    await expect.poll(() => ownRow.count(), settle).toBe(1)
    expect(await ownRow.textContent()).toContain('Manage')
    await screenshot(page, '17-project-access')

    // Deleting asks for the project's name first.
    await page.goto(`${platform.url}/projects/settings/`)
    await page.getByRole('button', { name: 'Delete project' }).click()
    const confirmation = page.getByRole('dialog', { name: 'Delete project' })
    await confirmation.locator('input[name="confirm-name"]').fill('Billing')
    expect(await confirmation.getByRole('button', { name: 'Delete project' }).isDisabled()).toBe(true)
    await confirmation.locator('input[name="confirm-name"]').fill('Billing Bot')
    await screenshot(page, '18-delete-project')
    await confirmation.getByRole('button', { name: 'Delete project' }).click()
    await page.waitForURL((url) => url.pathname === '/projects/')
    await expect.poll(() => toastText(page), settle).toContain('Project deleted: Billing Bot.')
    await expect.poll(() => page.getByText('No projects yet').count(), settle).toBe(1)

    await page.close()
  })
})
