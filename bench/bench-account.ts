import type { ApiKey } from '@platform/shared/contracts/deployment'
import type { Model } from '@platform/shared/contracts/models'
import type { Training } from '@platform/shared/contracts/training'
import { db } from '../functions/src/data/database.ts'
import { freePlanLimits } from '../functions/src/domains/organizations/plan-limits.ts'
import { createApiClient } from '../tests/integration/support/api-client.ts'
import { codeFrom, waitForEmail } from '../tests/support/mailbox.ts'

/**
 * A signed-up user and an organization on a plan without hourly chat or knowledge limits, so benchmarks measure the
 * platform, not the limits. Only for benchmarks: the limits are written on this organization alone.
 */
export async function createBenchAccount(platform: { apiUrl: string; mailboxUrl: string }) {
  const api = createApiClient(platform.apiUrl)
  const email = `bench-${Date.now()}@example.com`
  await api.post('/auth/signup', { email, password: 'correct horse 42', name: 'Bench' })
  const code = codeFrom(await waitForEmail(platform.mailboxUrl, email, /verification code/))
  await api.post('/auth/verify-email', { email, code })
  const organizationId = (await api.post<{ id: string }>('/organizations', { name: `Bench ${Date.now()}` })).data.id
  const benchmarkLimits = {
    ...freePlanLimits,
    knowledge: 1e12,
    apiRequestsPerHour: 1e12,
    chatMessages: 1e12,
    chatHistoryRetentionMonths: 1,
  }
  await db()
    .entities.organization.patch({ organizationId })
    .set({ planId: 'benchmark', planLimits: benchmarkLimits })
    .go()
  return { api, organizationId }
}

/** Trains a model on the version's knowledge and waits for it; the version's first model. */
export async function trainModel(api: ReturnType<typeof createApiClient>, versionPath: string): Promise<Model> {
  const started = await api.post<{ training: Training }>(`${versionPath}/training`, {})
  for (;;) {
    const { data } = await api.get<Training>(`${versionPath}/training/${started.data.training.id}`)
    if (data.status === 'succeeded') break
    if (data.status !== 'queued' && data.status !== 'running') throw new Error(`training ${data.status}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return (await api.get<Model[]>(`${versionPath}/models`)).data[0] as Model
}

/**
 * A bench account with one project whose version holds `entries` as knowledge, a model trained on them and an API
 * key answering with it from `https://shop.example.com` (the embed benches' setup).
 */
export async function createBenchEmbedKey(
  platform: { apiUrl: string; mailboxUrl: string },
  entries: ReadonlyArray<{ prompt: string; completion: string }>,
) {
  const { api, organizationId } = await createBenchAccount(platform)
  const project = await api.post<{ id: string; latestVersionId: string }>(`/organizations/${organizationId}/projects`, {
    name: 'Bench',
  })
  const base = `/organizations/${organizationId}/projects/${project.data.id}/versions/${project.data.latestVersionId}`
  for (const entry of entries)
    await api.post(`${base}/knowledge`, { prompt: entry.prompt, completion: entry.completion })
  const model = await trainModel(api, base)
  const created = await api.post<{ apiKey: ApiKey; secret: string }>(`${base}/models/api-keys`, {
    modelId: model.id,
    name: 'Bench',
    allowedDomains: ['shop.example.com'],
  })
  return { model, embedId: created.data.apiKey.embedId, secret: created.data.secret }
}
