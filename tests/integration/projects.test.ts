import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { codeFrom, createApiClient, invitationTokenFrom, latestEmailTo } from './support/api-client.ts'

let platform: LocalPlatform

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
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
  const code = codeFrom(await latestEmailTo(platform.mailboxUrl, email, /verification code/))
  const verified = await client.post('/auth/verify-email', { email, code })
  expect(verified.status).toBe(200)
  return client
}

async function acceptInvitation(email: string, name: string): Promise<Client> {
  const client = createApiClient(platform.apiUrl)
  const token = invitationTokenFrom(await latestEmailTo(platform.mailboxUrl, email))
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
})
