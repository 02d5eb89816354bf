import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../tests/integration/support/api-client.ts'
import { signUp } from '../../tests/integration/support/workspace.ts'
import { codeFrom, listEmails, waitForEmail } from '../../tests/support/mailbox.ts'
import guideKnowledge from '../../web/site/docs/guide-knowledge.json' with { type: 'json' }
import { type LocalPlatform, startLocalPlatform } from './local-platform.ts'
import { ensureSiteGuide } from './site-guide.ts'

/*
 * Issue 43 item 27: a first start interrupted after the guide's account was made left every later start failing
 * with `POST /auth/signup: EMAIL_ALREADY_IN_USE` (the random password was never kept). The set-up now resumes
 * from the steps an interrupted start finished.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'site-guide-'))
const previousPollSeconds = process.env.TRAINING_POLL_SECONDS
let platform: LocalPlatform

beforeAll(async () => {
  process.env.TRAINING_POLL_SECONDS = '1'
  platform = await startLocalPlatform({ port: 0, dataDir, modelEngine: true, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
  if (previousPollSeconds === undefined) delete process.env.TRAINING_POLL_SECONDS
  else process.env.TRAINING_POLL_SECONDS = previousPollSeconds
  delete process.env.SITE_GUIDE_EMBED_ID
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the public site’s guide set-up', () => {
  it('resumes a first start interrupted after the account, organization, project and some knowledge', async () => {
    // What the interrupted start left: an account whose password nobody kept, its organization and a project
    // with the first three pairs.
    const interrupted = await signUp(platform, 'guide@assistant.local', 'lost password 17')
    const organization = await interrupted.post<{ id: string }>('/organizations', { name: 'Assistant Platform' })
    const project = await interrupted.post<{ id: string; latestVersionId: string }>(
      `/organizations/${organization.data.id}/projects`,
      { name: 'Site guide' },
    )
    const version = `/organizations/${organization.data.id}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
    for (const pair of guideKnowledge.slice(0, 3)) {
      expect((await interrupted.post(`${version}/knowledge`, pair)).status).toBe(200)
    }

    const options = {
      apiUrl: platform.apiUrl,
      mailboxUrl: platform.mailboxUrl,
      dataDir,
      allowedDomains: [new URL(platform.url).hostname],
    }
    const embedId = await ensureSiteGuide(options)
    expect(embedId).toBeTruthy()
    expect(JSON.parse(readFileSync(join(dataDir, 'site-guide.json'), 'utf8'))).toEqual({ embedId })

    // The reset signed the interrupted start's session out.
    expect((await interrupted.get('/organizations')).status).toBe(401)
    const reply = await fetch(`${platform.apiUrl}/embed/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-embed-id': embedId, origin: platform.url },
      body: JSON.stringify({ identifier: 'site-visitor', new: true, message: guideKnowledge[0]?.prompt }),
    })
    expect(reply.status).toBe(200)

    // A later start reuses it at once.
    expect(existsSync(join(dataDir, 'site-guide.json'))).toBe(true)
    expect(await ensureSiteGuide(options)).toBe(embedId)
  }, 240_000)

  it('added each missing pair once and made one organization', async () => {
    const guide = await signUpOrLogIn()
    const organizations = await guide.get<Array<{ id: string; name: string }>>('/organizations')
    expect(organizations.data.map((organization) => organization.name)).toEqual(['Assistant Platform'])
    const organizationId = organizations.data[0]?.id
    const projects = await guide.get<Array<{ id: string; name: string; latestVersionId: string }>>(
      `/organizations/${organizationId}/projects`,
    )
    expect(projects.data.map((project) => project.name)).toEqual(['Site guide'])
    const knowledge = await guide.get<{ total: number }>(
      `/organizations/${organizationId}/projects/${projects.data[0]?.id}/versions/${projects.data[0]?.latestVersionId}/knowledge?limit=100`,
    )
    expect(knowledge.data.total).toBe(guideKnowledge.length)
  })
})

/** Signs in as the guide account the way the set-up does: a password reset through the local mailbox. */
async function signUpOrLogIn() {
  const client = createApiClient(platform.apiUrl)
  const email = 'guide@assistant.local'
  const mailed = (await listEmails(platform.mailboxUrl)).length
  await client.post('/auth/forgot-password', { email })
  await expect.poll(async () => (await listEmails(platform.mailboxUrl)).length).toBeGreaterThan(mailed)
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /password reset code/))
  const password = 'test password 42'
  expect((await client.post('/auth/reset-password', { email, code, password })).status).toBe(200)
  expect((await client.post('/auth/login', { email, password })).status).toBe(200)
  return client
}
