import { db } from '@platform/functions/data/database'
import { versionScope } from '@platform/functions/data/version-scope'
import { usageOf } from '@platform/functions/domains/organizations/usage'
import { freezeVersion } from '@platform/functions/domains/projects/freeze-version'
import { projectNameGuardValue, versionNameGuardValue } from '@platform/functions/domains/projects/project-records'
import { documentClient } from '@platform/functions/platform/aws-clients/dynamo'
import { s3Client } from '@platform/functions/platform/aws-clients/s3'
import { environment } from '@platform/functions/platform/environment'
import { getJob } from '@platform/functions/platform/jobs/job-service'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { createApiClient, invitationTokenFrom } from './support/api-client.ts'

let platform: LocalPlatform

beforeAll(async () => {
  // This walk makes more than ten versions and imports from one address, past the `heavy` rate-limit class's burst:
  // waiting for the bucket cost 2 s a call. The limiter is gateway-parts.test.ts's, the login limits hardening's.
  platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
})

const password = 'correct horse 42'
type Client = ReturnType<typeof createApiClient>

interface VersionView {
  id: string
  name: string
  number: number
  frozen: boolean
}
interface ListAnswer<T> {
  items: T[]
  total: number
  page: number
  limit: number
}
interface Member {
  userId: string
  email: string
  roleName: string
  access: string
  granted: boolean
}
interface TimelineAnswer {
  items: Array<{ id: string; type: string; summary: string; details: Record<string, unknown> | null }>
  nextCursor: string | null
}
interface ProjectView {
  id: string
  name: string
  access: string
  versions: VersionView[]
  latestVersionId: string
}

async function signUp(email: string, name: string): Promise<Client> {
  const client = createApiClient(platform.apiUrl)
  await client.post('/auth/signup', { email, password, name })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  const verified = await client.post('/auth/verify-email', { email, code })
  expect(verified.status).toBe(200)
  return client
}

async function acceptInvitation(email: string, name: string): Promise<Client> {
  const client = createApiClient(platform.apiUrl)
  const token = invitationTokenFrom(await waitForEmail(platform.mailboxUrl, email))
  const accepted = await client.post('/auth/verify-invite', { token, name, password })
  expect(accepted.status).toBe(200)
  return client
}

describe('projects, access, versions and content', () => {
  let admin: Client
  let editor: Client
  let viewer: Client
  let outsider: Client
  let organizationId = ''
  let projectId = ''
  let firstVersionId = ''
  const projects = () => `/organizations/${organizationId}/projects`
  const project = () => `${projects()}/${projectId}`
  const version = (versionId = firstVersionId) => `${project()}/versions/${versionId}`
  const members: Record<string, string> = {}
  const versionIds: string[] = []

  it('sets up an organization with an admin, an editor, a viewer and an outsider', async () => {
    admin = await signUp('ada@example.com', 'Ada Lovelace')
    const organization = await admin.post<{ id: string }>('/organizations', { name: 'Analytical Engines' })
    organizationId = organization.data.id
    await admin.post(`/organizations/${organizationId}/users/invite`, {
      users: [
        { email: 'bob@example.com', role: 'editor' },
        { email: 'carol@example.com', role: 'viewer' },
      ],
    })
    editor = await acceptInvitation('bob@example.com', 'Bob Babbage')
    viewer = await acceptInvitation('carol@example.com', 'Carol Herschel')
    outsider = await signUp('eve@example.com', 'Eve Outsider')
  })

  it('creates a project with v1, refuses a duplicate name in any case, lists and gets it', async () => {
    const created = await editor.post<ProjectView>(projects(), { name: '  Help   Centre ', description: 'Support' })
    expect(created.status).toBe(200)
    expect(created.data).toMatchObject({ name: 'Help Centre', access: 'manage' })
    expect(created.data.versions.map((version) => version.name)).toEqual(['v1'])
    projectId = created.data.id
    firstVersionId = created.data.latestVersionId
    expect(firstVersionId).toBe(created.data.versions[0]?.id)

    const duplicate = await admin.post(projects(), { name: 'help centre' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.errorCodes).toEqual(['PROJECT_NAME_ALREADY_EXISTS'])
    expect((await viewer.post(projects(), { name: 'Viewer project' })).errorCodes).toEqual(['NOT_ENOUGH_PERMISSIONS'])

    const listed = await viewer.get<ProjectView[]>(projects())
    expect(listed.data.map((item) => [item.name, item.access])).toEqual([['Help Centre', 'read']])
    const fetched = await admin.get<ProjectView>(project())
    expect(fetched.data).toMatchObject({ id: projectId, access: 'manage', latestVersionId: firstVersionId })
    expect((await outsider.get(project())).status).toBe(404)
    expect((await outsider.get(projects())).status).toBe(404)
  })

  it('lists project users with effective access and lets managers change it', async () => {
    const listed = await admin.get<Member[]>(`${project()}/users`)
    expect(listed.status).toBe(200)
    for (const member of listed.data) members[member.email] = member.userId
    expect(listed.data.map((member) => [member.email, member.roleName, member.access, member.granted])).toEqual([
      ['ada@example.com', 'admin', 'manage', false],
      ['bob@example.com', 'editor', 'manage', true],
      ['carol@example.com', 'viewer', 'read', false],
    ])
    expect((await viewer.get(`${project()}/users`)).errorCodes).toEqual(['NOT_ENOUGH_PERMISSIONS'])
    const display = await viewer.get<Array<{ name: string }>>(`${project()}/users/display`)
    expect(display.data.map((person) => person.name)).toEqual(['Ada Lovelace', 'Bob Babbage', 'Carol Herschel'])
    expect((await viewer.get(`${project()}/my-role`)).data).toEqual({
      organizationId,
      projectId,
      roleName: 'viewer',
      access: 'read',
    })
    expect((await outsider.get(`${project()}/users/display`)).status).toBe(404)

    const carolId = members['carol@example.com'] ?? ''
    const hidden = await editor.put<Member>(`${project()}/users`, { userId: carolId, access: 'none' })
    expect(hidden.data).toMatchObject({ userId: carolId, access: 'none', granted: true })
    expect((await viewer.get<ProjectView[]>(projects())).data).toEqual([])
    expect((await viewer.get(project())).status).toBe(404)
    const restored = await editor.put<Member>(`${project()}/users`, { userId: carolId, access: 'read' })
    expect(restored.data).toMatchObject({ access: 'read', granted: false })
    expect((await viewer.get(project())).status).toBe(200)

    const adminChange = await editor.put(`${project()}/users`, { userId: members['ada@example.com'], access: 'read' })
    expect(adminChange.errorCodes).toEqual(['VALIDATION_FAILED'])
    expect((await editor.put(`${project()}/users`, { userId: 'nobody', access: 'read' })).status).toBe(404)
    expect((await viewer.put(`${project()}/users`, { userId: carolId, access: 'write' })).errorCodes).toEqual([
      'NOT_ENOUGH_PERMISSIONS',
    ])
  })

  it('creates, finds, pages through, updates and deletes pages', async () => {
    const pages = `${version()}/pages`
    const billing = await editor.post<{ id: string; title: string; url: string }>(pages, {
      id: '/settings/billing',
      title: 'Billing',
      url: 'https://app.example.com/settings/billing',
    })
    expect(billing.status).toBe(200)
    expect(billing.data).toMatchObject({ id: '/settings/billing', title: 'Billing', description: '' })
    // Ids keep their case: a differently cased path is another page.
    expect((await editor.post(pages, { id: '/Settings/Billing', title: 'Old billing' })).status).toBe(200)
    expect((await editor.post(pages, { id: '/settings/billing', title: 'Again' })).errorCodes).toEqual([
      'DUPLICATE_NAME',
    ])
    expect((await editor.post(pages, { id: 'line\nbreak', title: 'Bad' })).errorCodes).toEqual(['VALIDATION_FAILED'])
    expect((await editor.post(pages, { id: '/x', title: 'X', url: 'not a url' })).errorCodes).toEqual([
      'VALIDATION_FAILED',
    ])
    expect((await viewer.post(pages, { id: '/viewer', title: 'Viewer' })).errorCodes).toEqual([
      'NOT_ENOUGH_PERMISSIONS',
    ])
    for (let index = 1; index <= 10; index += 1) {
      const created = await editor.post(pages, { id: `/docs/article-${index}`, title: `Article ${index}` })
      expect(created.status).toBe(200)
    }

    const firstPage = await viewer.get<ListAnswer<{ id: string }>>(pages)
    expect(firstPage.data).toMatchObject({ total: 12, page: 1, limit: 10 })
    expect(firstPage.data.items).toHaveLength(10)
    expect(firstPage.data.items[0]?.id).toBe('/docs/article-10')
    const thirdPage = await viewer.get<ListAnswer<{ id: string }>>(`${pages}?page=3&limit=5`)
    expect(thirdPage.data).toMatchObject({ total: 12, page: 3, limit: 5 })
    expect(thirdPage.data.items.map((page) => page.id)).toEqual(['/Settings/Billing', '/settings/billing'])
    const everything = await viewer.get<ListAnswer<{ id: string }>>(`${pages}?allList=true`)
    expect(everything.data).toMatchObject({ total: 12, limit: 12 })
    const found = await viewer.get<ListAnswer<{ id: string }>>(`${pages}?search=BILLING`)
    expect(found.data.items.map((page) => page.id).sort()).toEqual(['/Settings/Billing', '/settings/billing'])
    expect((await viewer.get(`${pages}?limit=0`)).errorCodes).toEqual(['VALIDATION_FAILED'])

    const updated = await editor.put<{ title: string; description: string; url: string }>(pages, {
      id: '/settings/billing',
      description: 'Plans and invoices',
    })
    expect(updated.data).toMatchObject({
      title: 'Billing',
      description: 'Plans and invoices',
      url: 'https://app.example.com/settings/billing',
    })
    expect((await editor.put(pages, { id: '/missing', title: 'Missing' })).status).toBe(404)

    const encoded = encodeURIComponent('/Settings/Billing')
    expect((await editor.delete(`${pages}/${encoded}`)).data).toEqual({ ok: true })
    expect((await editor.delete(`${pages}/${encoded}`)).status).toBe(404)
    expect((await viewer.get<ListAnswer<unknown>>(pages)).data.total).toBe(11)
  })

  it('keeps actions and workflows pointing at items of the same version', async () => {
    const actions = `${version()}/actions`
    const openBilling = await editor.post<{ id: string; kind: string; pageId: string | null }>(actions, {
      id: 'open-billing',
      name: 'Open billing',
      pageId: '/settings/billing',
    })
    expect(openBilling.data).toMatchObject({ id: 'open-billing', kind: 'navigate', pageId: '/settings/billing' })
    const missingPage = await editor.post(actions, { id: 'open-nothing', name: 'Nothing', pageId: '/nowhere' })
    expect(missingPage.errorCodes).toEqual(['VALIDATION_FAILED'])
    expect(missingPage.body).toMatchObject({ errors: { VALIDATION_FAILED: expect.stringContaining('pageId') } })
    await editor.post(actions, { id: 'download invoice/latest', name: 'Download invoice', kind: 'click' })
    const renamed = await editor.put<{ name: string; kind: string }>(actions, {
      id: 'download invoice/latest',
      name: 'Download the latest invoice',
    })
    expect(renamed.data).toMatchObject({ name: 'Download the latest invoice', kind: 'click' })
    expect((await viewer.get<ListAnswer<unknown>>(`${actions}?search=invoice`)).data.total).toBe(1)

    const workflows = `${version()}/workflows`
    const workflow = await editor.post<{ steps: Array<{ actionId: string | null; description: string }> }>(workflows, {
      id: 'change-plan',
      name: 'Change plan',
      steps: [{ title: 'Open billing', actionId: 'open-billing' }, { title: 'Pick a plan' }],
    })
    expect(workflow.data.steps).toEqual([
      { title: 'Open billing', description: '', actionId: 'open-billing' },
      { title: 'Pick a plan', description: '', actionId: null },
    ])
    const badStep = await editor.post(workflows, {
      id: 'broken',
      name: 'Broken',
      steps: [{ title: 'Ghost', actionId: 'ghost' }],
    })
    expect(badStep.body).toMatchObject({ errors: { VALIDATION_FAILED: expect.stringContaining('steps.0.actionId') } })
    expect((await editor.post(workflows, { id: 'empty', name: 'Empty', steps: [] })).errorCodes).toEqual([
      'VALIDATION_FAILED',
    ])
    await editor.post(workflows, { id: 'cancel', name: 'Cancel subscription', steps: [{ title: 'Ask why' }] })
    expect((await editor.delete(`${workflows}/cancel`)).status).toBe(200)
    expect((await viewer.get<ListAnswer<{ id: string }>>(workflows)).data.items.map((item) => item.id)).toEqual([
      'change-plan',
    ])
  })

  it('handles FAQs, agent functions and system prompts with generated ids', async () => {
    const faqs = `${version()}/faqs`
    const faq = await editor.post<{ id: string }>(faqs, { question: 'Can I pay yearly?', answer: 'Yes.' })
    expect(faq.data.id).toMatch(/^[0-9a-f-]{36}$/)
    await editor.post(faqs, { question: 'Do you offer refunds?', answer: 'No refunds on cancellation.' })
    expect((await editor.post(faqs, { question: '', answer: 'x' })).errorCodes).toEqual(['VALIDATION_FAILED'])
    const answered = await editor.put<{ answer: string }>(faqs, {
      id: faq.data.id,
      answer: 'Yes, with two months free.',
    })
    expect(answered.data.answer).toBe('Yes, with two months free.')
    expect((await viewer.get<ListAnswer<unknown>>(`${faqs}?search=refund`)).data.total).toBe(1)
    const extra = await editor.post<{ id: string }>(faqs, { question: 'Temporary?', answer: 'Yes.' })
    expect((await editor.delete(`${faqs}/${extra.data.id}`)).status).toBe(200)

    const functions = `${version()}/agent-functions`
    const parameters = {
      type: 'object',
      properties: { city: { type: 'string', description: 'City name' } },
      required: ['city'],
    }
    const weather = await editor.post<{ id: string; name: string }>(functions, {
      name: 'get_weather',
      description: 'Current weather in a city',
      parameters,
    })
    expect(weather.data).toMatchObject({ name: 'get_weather', parameters })
    expect(
      (await editor.post(functions, { name: 'GET_WEATHER', description: 'Same name', parameters })).errorCodes,
    ).toEqual(['DUPLICATE_NAME'])
    const badSchema = await editor.post(functions, {
      name: 'bad',
      description: 'Bad schema',
      parameters: { type: 'object', required: ['city'] },
    })
    expect(badSchema.body).toMatchObject({ errors: { VALIDATION_FAILED: expect.stringContaining('required') } })
    expect((await editor.post(functions, { name: 'has space', description: 'x' })).errorCodes).toEqual([
      'VALIDATION_FAILED',
    ])
    const noParameters = await editor.post<{ id: string; parameters: unknown }>(functions, {
      name: 'list_plans',
      description: 'Lists the plans',
    })
    expect(noParameters.data.parameters).toEqual({ type: 'object', properties: {} })
    // Spec section 5: updates need an id.
    expect((await editor.put(functions, { description: 'No id' })).errorCodes).toEqual(['VALIDATION_FAILED'])
    const described = await editor.put<{ description: string }>(functions, {
      id: weather.data.id,
      description: 'Weather now',
    })
    expect(described.data.description).toBe('Weather now')
    const firstFunctionPage = await viewer.get<ListAnswer<unknown>>(functions)
    expect(firstFunctionPage.data).toMatchObject({ total: 2, page: 1, limit: 10 })
    expect((await editor.put(`${functions}/delete`, { id: noParameters.data.id })).data).toEqual({ ok: true })
    expect((await editor.put(`${functions}/delete`, { id: noParameters.data.id })).status).toBe(404)

    const prompts = `${version()}/system-prompts`
    const prompt = await editor.post<{ id: string }>(prompts, { name: 'Support', content: 'You help customers.' })
    expect((await editor.post(prompts, { name: 'support', content: 'Another' })).errorCodes).toEqual(['DUPLICATE_NAME'])
    const sales = await editor.post<{ id: string }>(prompts, { name: 'Sales', content: 'You sell.' })
    expect((await editor.put(prompts, { id: sales.data.id, name: 'SUPPORT' })).errorCodes).toEqual(['DUPLICATE_NAME'])
    expect((await editor.put(prompts, { id: prompt.data.id, name: 'Support desk' })).status).toBe(200)
    expect((await viewer.get<ListAnswer<unknown>>(`${prompts}?search=desk&page=1&limit=1`)).data.total).toBe(1)
    expect((await editor.put(`${prompts}/delete`, { id: sales.data.id })).status).toBe(200)
  })

  it('saves app info field by field', async () => {
    const blank = await viewer.get<Record<string, unknown>>(`${version()}/appinfo`)
    expect(blank.data).toMatchObject({ name: '', websiteUrl: '', versionId: firstVersionId, updatedAt: null })
    const saved = await editor.put(`${version()}/appinfo/basic`, {
      name: 'Ledgerly',
      description: 'Accounting for small shops',
      websiteUrl: 'https://ledgerly.example.com',
      tone: 'Friendly',
    })
    expect(saved.data).toMatchObject({ name: 'Ledgerly', tone: 'Friendly', industry: '' })
    const partly = await editor.put(`${version()}/appinfo/basic`, { industry: 'Accounting software' })
    expect(partly.data).toMatchObject({ name: 'Ledgerly', industry: 'Accounting software' })
    expect((await editor.put(`${version()}/appinfo/basic`, { websiteUrl: 'ledgerly' })).errorCodes).toEqual([
      'VALIDATION_FAILED',
    ])
    expect((await viewer.put(`${version()}/appinfo/basic`, { name: 'Nope' })).errorCodes).toEqual([
      'NOT_ENOUGH_PERMISSIONS',
    ])
  })

  it('refuses changes to a frozen version until it is unfrozen, and renames versions uniquely', async () => {
    await freezeVersion({ organizationId, projectId, versionId: firstVersionId }, 'API key "Website" is live')
    const frozen = await admin.get<ProjectView>(project())
    expect(frozen.data.versions[0]).toMatchObject({ frozen: true, frozenReason: 'API key "Website" is live' })
    const refused = await editor.post(`${version()}/faqs`, { question: 'Frozen?', answer: 'Yes' })
    expect(refused.status).toBe(409)
    expect(refused.errorCodes).toEqual(['VERSION_FROZEN'])
    expect((await editor.put(`${version()}/appinfo/basic`, { name: 'x' })).errorCodes).toEqual(['VERSION_FROZEN'])
    expect((await editor.delete(`${version()}/workflows/change-plan`)).errorCodes).toEqual(['VERSION_FROZEN'])

    const renamed = await editor.put<VersionView>(`${version()}/name`, { version: ' Launch ' })
    expect(renamed.data).toMatchObject({ name: 'Launch', frozen: true })
    expect((await viewer.put(`${version()}/unfreeze`)).errorCodes).toEqual(['NOT_ENOUGH_PERMISSIONS'])
    const unfrozen = await editor.put<VersionView>(`${version()}/unfreeze`)
    expect(unfrozen.data).toMatchObject({ frozen: false, frozenReason: null })
    expect((await editor.post(`${version()}/faqs`, { question: 'Frozen now?', answer: 'No' })).status).toBe(200)
  })

  it('creates new versions with a copy of the content, with or without app info', async () => {
    const second = await editor.post<{ version: VersionView; copied: Record<string, number>; appInfoCopied: boolean }>(
      `${version()}/new`,
      { appInfo: true },
    )
    expect(second.status).toBe(200)
    expect(second.data.version).toMatchObject({ name: 'v2', number: 2, frozen: false })
    expect(second.data.copied).toMatchObject({
      pages: 11,
      actions: 2,
      workflows: 1,
      faqs: 3,
      agentFunctions: 1,
      systemPrompts: 1,
    })
    expect(second.data.appInfoCopied).toBe(true)
    const secondId = second.data.version.id
    const copiedPages = await viewer.get<ListAnswer<{ id: string }>>(`${version(secondId)}/pages?allList=true`)
    const originalPages = await viewer.get<ListAnswer<{ id: string }>>(`${version()}/pages?allList=true`)
    expect(copiedPages.data.items).toEqual(originalPages.data.items)
    expect((await viewer.get(`${version(secondId)}/appinfo`)).data).toMatchObject({ name: 'Ledgerly' })
    // The copy is independent of its source.
    await editor.delete(`${version(secondId)}/pages/${encodeURIComponent('/docs/article-1')}`)
    expect((await viewer.get<ListAnswer<unknown>>(`${version()}/pages`)).data.total).toBe(11)

    const third = await editor.post<{ version: VersionView }>(`${version(secondId)}/new`, { appInfo: false })
    expect(third.data.version).toMatchObject({ name: 'v3', number: 3 })
    const thirdId = third.data.version.id
    expect((await viewer.get(`${version(thirdId)}/appinfo`)).data).toMatchObject({ name: '', updatedAt: null })
    expect((await editor.put(`${version(thirdId)}/name`, { version: 'launch' })).errorCodes).toEqual(['DUPLICATE_NAME'])
    expect((await editor.post(`${version(thirdId)}/new`, { version: 'LAUNCH' })).errorCodes).toEqual(['DUPLICATE_NAME'])
    expect((await viewer.post(`${version(thirdId)}/new`, {})).errorCodes).toEqual(['NOT_ENOUGH_PERMISSIONS'])

    const listed = await viewer.get<ProjectView>(project())
    expect(listed.data.versions.map((item) => item.name)).toEqual(['v3', 'v2', 'Launch'])
    expect(listed.data.latestVersionId).toBe(thirdId)
    versionIds.push(firstVersionId, secondId, thirdId)
    expect((await viewer.get(`${project()}/versions/not-a-version/pages`)).status).toBe(404)
  })

  it('imports from another version and from an export document, merging by id', async () => {
    const [launchId = '', secondId = '', thirdId = ''] = versionIds
    await editor.put(`${version(thirdId)}/pages`, { id: '/settings/billing', title: 'Billing (v3)' })
    const fromLaunch = await editor.post<{ imported: Record<string, number>; appInfoImported: boolean }>(
      `${version(thirdId)}/import`,
      {
        fromVersionId: launchId,
        appInfo: true,
      },
    )
    expect(fromLaunch.data.imported).toMatchObject({ pages: 11, faqs: 3 })
    expect(fromLaunch.data.appInfoImported).toBe(true)
    const pages = await viewer.get<ListAnswer<{ id: string; title: string }>>(`${version(thirdId)}/pages?allList=true`)
    expect(pages.data.total).toBe(11)
    expect(pages.data.items.find((page) => page.id === '/settings/billing')?.title).toBe('Billing')
    const again = await editor.post(`${version(thirdId)}/import`, { fromVersionId: launchId })
    expect(again.status).toBe(200)
    expect((await viewer.get<ListAnswer<unknown>>(`${version(thirdId)}/faqs`)).data.total).toBe(3)

    expect((await editor.post(`${version(thirdId)}/import`, { fromVersionId: thirdId })).errorCodes).toEqual([
      'VALIDATION_FAILED',
    ])
    expect((await editor.post(`${version(thirdId)}/import`, {})).errorCodes).toEqual(['VALIDATION_FAILED'])
    expect((await editor.post(`${version(thirdId)}/import`, { fromVersionId: 'missing' })).status).toBe(404)

    const exported = await viewer.get<{
      format: string
      appInfo: Record<string, string> | null
      content: Record<string, Array<Record<string, unknown>>>
    }>(`${version(secondId)}/export`)
    expect(exported.data).toMatchObject({ format: 'assistant-version-export', source: { versionName: 'v2' } })
    expect(exported.data.content.pages).toHaveLength(10)
    const document = {
      ...exported.data,
      content: {
        pages: [...(exported.data.content.pages ?? []), { id: '/imported', title: 'Imported page' }],
        faqs: exported.data.content.faqs,
      },
    }
    const fromDocument = await editor.post<{ imported: Record<string, number> }>(`${version(launchId)}/import`, {
      document,
    })
    expect(fromDocument.data.imported).toEqual({ pages: 11, faqs: 3 })
    expect((await viewer.get<ListAnswer<unknown>>(`${version(launchId)}/pages`)).data.total).toBe(12)
    expect((await viewer.get<ListAnswer<unknown>>(`${version(launchId)}/faqs`)).data.total).toBe(3)

    const unknownSection = await editor.post(`${version(launchId)}/import`, {
      document: { ...document, content: { spaceships: [] } },
    })
    expect(unknownSection.body).toMatchObject({
      errors: { VALIDATION_FAILED: expect.stringContaining('document.content.spaceships') },
    })
    const badItem = await editor.post(`${version(launchId)}/import`, {
      document: { ...document, content: { pages: [{ id: '/no-title' }] } },
    })
    expect(badItem.body).toMatchObject({
      errors: { VALIDATION_FAILED: expect.stringContaining('document.content.pages.0.title') },
    })
    const both = await editor.post(`${version(launchId)}/import`, { fromVersionId: secondId, document })
    expect(both.errorCodes).toEqual(['VALIDATION_FAILED'])
  })

  it('tells the version’s story newest first, a page at a time', async () => {
    const timeline = await viewer.get<TimelineAnswer>(`${version()}/timeline?limit=100`)
    const types = timeline.data.items.map((event) => event.type)
    expect(types.at(-1)).toBe('version.created')
    expect(types[0]).toBe('version.imported')
    for (const type of [
      'content.added',
      'content.updated',
      'content.deleted',
      'appInfo.updated',
      'version.frozen',
      'version.renamed',
      'version.unfrozen',
    ])
      expect(types).toContain(type)
    expect(timeline.data.items.map((event) => event.id)).toEqual(
      [...timeline.data.items.map((event) => event.id)].sort().reverse(),
    )
    expect(timeline.data.items.find((event) => event.type === 'version.renamed')?.summary).toBe(
      'Version renamed from v1 to Launch',
    )
    const first = await viewer.get<TimelineAnswer>(`${version()}/timeline?limit=2`)
    expect(first.data.items).toHaveLength(2)
    expect(first.data.nextCursor).not.toBeNull()
    const second = await viewer.get<TimelineAnswer>(
      `${version()}/timeline?limit=2&cursor=${encodeURIComponent(first.data.nextCursor ?? '')}`,
    )
    expect(second.data.items.map((event) => event.id)).toEqual(timeline.data.items.slice(2, 4).map((event) => event.id))
    const created = await viewer.get<TimelineAnswer>(`${version(versionIds[1])}/timeline`)
    expect(created.data.items.at(-1)?.summary).toMatch(/^Version v2 created from Launch \(pages: 11/)
  })

  it('deletes a project with a job that leaves no item and no file behind', async () => {
    const settings = environment()
    for (const bucket of [settings.UPLOADS_BUCKET, settings.ARTIFACTS_BUCKET]) {
      await s3Client().putObject(
        bucket,
        `${organizationId}/${projectId}/${firstVersionId}/files/manual.pdf`,
        'manual',
        'application/pdf',
      )
    }
    await db()
      .entities.job.create({
        jobId: `job-of-${projectId}`,
        scope: versionScope({ organizationId, projectId, versionId: firstVersionId }),
        kind: 'crawl-nested-urls',
        payload: {},
      })
      .go()
    expect((await viewer.delete(project())).errorCodes).toEqual(['NOT_ENOUGH_PERMISSIONS'])
    const deleting = await editor.delete<{ status: string; jobId: string }>(project())
    expect(deleting.data.status).toBe('deleting')
    expect((await editor.get(project())).status).toBe(404)
    expect((await admin.get<ProjectView[]>(projects())).data).toEqual([])
    expect((await editor.delete(project())).status).toBe(404)

    const deadline = Date.now() + 60_000
    let job = await getJob(deleting.data.jobId)
    while (job?.status !== 'succeeded' && job?.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      job = await getJob(deleting.data.jobId)
    }
    expect(job).toMatchObject({ status: 'succeeded', result: { versions: 3 } })

    const entities = db().entities
    const projectKey = { organizationId, projectId }
    expect((await entities.project.get(projectKey).go()).data).toBeNull()
    expect((await entities.version.query.byProject(projectKey).go()).data).toEqual([])
    expect((await entities.projectAccessGrant.query.byProject(projectKey).go()).data).toEqual([])
    expect(
      (
        await entities.uniqueValue
          .get({ kind: 'projectName', value: projectNameGuardValue(organizationId, 'Help Centre') })
          .go()
      ).data,
    ).toBeNull()
    for (const [index, versionId] of versionIds.entries()) {
      const key = { organizationId, projectId, versionId }
      expect((await entities.versionContentItem.query.byVersion(key).go()).data).toEqual([])
      expect((await entities.timelineEvent.query.byVersion(key).go()).data).toEqual([])
      expect((await entities.appInfo.get(key).go()).data).toBeNull()
      expect((await entities.job.query.byScope({ scope: versionScope(key) }).go()).data).toEqual([])
      const name = ['Launch', 'v2', 'v3'][index] ?? ''
      expect(
        (await entities.uniqueValue.get({ kind: 'versionName', value: versionNameGuardValue(key, name) }).go()).data,
      ).toBeNull()
    }
    for (const bucket of [settings.UPLOADS_BUCKET, settings.ARTIFACTS_BUCKET]) {
      const listed = await s3Client().listObjects(bucket, `${organizationId}/${projectId}/`)
      expect(listed.keys).toEqual([])
    }
    // A test-only scan as a safety net: no item of any entity, ours or another domain's, mentions the project,
    // except the organization-scoped record of the deletion job itself.
    const leftovers: Array<Record<string, unknown>> = []
    let startKey: Record<string, unknown> | undefined
    do {
      const page = await documentClient().scan({ TableName: settings.TABLE_NAME, ExclusiveStartKey: startKey })
      for (const item of page.Items ?? []) {
        if (item.kind === 'delete-project') continue
        if (JSON.stringify(item).includes(projectId)) leftovers.push(item)
      }
      startKey = page.LastEvaluatedKey
    } while (startKey)
    expect(leftovers).toEqual([])

    const usage = await usageOf(organizationId)
    for (const item of ['projects', 'pages', 'actions', 'workflows', 'faqs', 'functions'] as const)
      expect(usage[item] ?? 0, item).toBe(0)

    const reused = await editor.post<ProjectView>(projects(), { name: 'Help Centre' })
    expect(reused.status).toBe(200)
  })
})
