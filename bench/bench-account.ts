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
