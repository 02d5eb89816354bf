import type { Training } from '@platform/shared/contracts/training'
import { expect } from 'vitest'
import type { LocalPlatform } from '../../../infra/local/local-platform.ts'
import { createApiClient } from '../../integration/support/api-client.ts'
import { codeFrom, waitForEmail } from '../../support/mailbox.ts'

export const journeyPassword = 'analytical1'

/**
 * A verified admin with an organization and a project, made through the API so a journey starts where it tests.
 * Answers the signed-in API client, the first version's API path and what `signInToProject` needs.
 *
 * @example const { api, base, account } = await setUpProject(platform, 'evaluator')
 */
export async function setUpProject(platform: Pick<LocalPlatform, 'apiUrl' | 'mailboxUrl'>, emailPrefix: string) {
  const stamp = Date.now()
  const email = `${emailPrefix}-${stamp}@example.com`
  const organizationName = `Shipkite ${stamp}`
  const projectName = 'Help Centre'
  const api = createApiClient(platform.apiUrl)
  await api.post('/auth/signup', { email, password: journeyPassword, name: 'Grace Hopper' })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  expect((await api.post('/auth/verify-email', { email, code })).status).toBe(200)
  const organization = await api.post<{ id: string }>('/organizations', { name: organizationName })
  const project = await api.post<{ id: string; latestVersionId: string }>(
    `/organizations/${organization.data.id}/projects`,
    { name: projectName },
  )
  const base = `/organizations/${organization.data.id}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
  return { api, base, account: { email, password: journeyPassword, organizationName, projectName } }
}

/**
 * Adds the pairs to the version and trains a model on them through the API, waiting until it succeeds. With
 * `keepGenerated`, a prompt the version's sources already generated keeps its generated pair.
 */
export async function trainOnPairs(
  { api, base }: Pick<Awaited<ReturnType<typeof setUpProject>>, 'api' | 'base'>,
  pairs: ReadonlyArray<{ prompt: string; completion: string }>,
  { keepGenerated = false }: { keepGenerated?: boolean } = {},
) {
  for (const pair of pairs) {
    const added = await api.post(`${base}/knowledge`, pair)
    if (keepGenerated && added.status === 400 && JSON.stringify(added.body).includes('already in the knowledge'))
      continue
    expect(added.status).toBe(200)
  }
  const started = await api.post<{ training: Training }>(`${base}/training`, {})
  expect(started.status).toBe(200)
  await expect
    .poll(async () => (await api.get<Training>(`${base}/training/${started.data.training.id}`)).data.status, {
      timeout: 180_000,
      interval: 250,
    })
    .toBe('succeeded')
}
