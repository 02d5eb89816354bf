import { expect } from 'vitest'
import { codeFrom, waitForEmail } from '../../support/mailbox.ts'
import { createApiClient } from './api-client.ts'

export type Client = ReturnType<typeof createApiClient>

/** Signs a new person up and verifies the address with the mailed code: a client holding a full session. */
export async function signUp(
  platform: { apiUrl: string; mailboxUrl: string },
  email: string,
  password = 'correct horse 42',
): Promise<Client> {
  const client = createApiClient(platform.apiUrl)
  await client.post('/auth/signup', { email, password, name: 'Grace Hopper' })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  expect((await client.post('/auth/verify-email', { email, code })).status).toBe(200)
  return client
}

/** An organization with one project, as its admin sees it: the ids real requests name. */
export interface Workspace {
  client: Client
  organizationId: string
  projectId: string
  versionId: string
  /** `/organizations/{o}/projects/{p}/versions/{v}` */
  versionPath: string
}

export async function createWorkspace(client: Client, organizationName: string): Promise<Workspace> {
  const organization = await client.post<{ id: string }>('/organizations', { name: organizationName })
  expect(organization.status).toBe(200)
  const organizationId = organization.data.id
  const project = await client.post<{ id: string; versions: Array<{ id: string }> }>(
    `/organizations/${organizationId}/projects`,
    { name: 'Help assistant' },
  )
  expect(project.status).toBe(200)
  const projectId = project.data.id
  const versionId = project.data.versions[0]?.id ?? ''
  return {
    client,
    organizationId,
    projectId,
    versionId,
    versionPath: `/organizations/${organizationId}/projects/${projectId}/versions/${versionId}`,
  }
}

/**
 * Polls a training until it ends. Training a dozen pairs takes 25-40 s on an idle machine and passed 120 s at load
 * 35 (two cores shared by every engineer's runs), hence the long deadline.
 */
export async function waitForTraining<T extends { status: string; stage?: string }>(
  client: Client,
  path: string,
): Promise<T> {
  const deadline = Date.now() + 280_000
  for (;;) {
    const { data } = await client.get<T>(path)
    if (['succeeded', 'failed', 'cancelled'].includes(data.status)) return data
    if (Date.now() > deadline) throw new Error(`training stayed ${data.status} at ${data.stage}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
