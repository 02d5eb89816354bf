import type { DeploymentLogEntry, logTailRequestSchema } from '@platform/shared/contracts/deployment'
import type * as z from 'zod'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { requireModel } from '../training/index.ts'

/**
 * `POST /models/logs/tail`: the model's latest calls, oldest first. With `after` (the previous answer's cursor) only
 * newer entries come back, so the console polls it as a live tail: one keyed query per poll.
 */
export async function tailDeploymentLogs(key: VersionKey, input: z.output<typeof logTailRequestSchema>) {
  await requireModel(key, input.modelId)
  const query = db().entities.deploymentLogEntry.query.byModel({ ...versionOnly(key), modelId: input.modelId })
  const { data } = await (input.after ? query.gt({ entryId: input.after }) : query).go({
    order: 'desc',
    limit: input.limit,
  })
  const entries: DeploymentLogEntry[] = data.reverse().map((entry) => ({
    id: entry.entryId,
    at: entry.at,
    call: entry.call,
    status: entry.status,
    durationMilliseconds: entry.durationMilliseconds,
    keyId: entry.embedId,
    identifier: entry.identifier ?? null,
    sessionId: entry.sessionId ?? null,
    detail: entry.detail ?? null,
    tokens: entry.totalTokens ?? null,
    creditsCharged: entry.creditsChargedMicros === undefined ? null : entry.creditsChargedMicros / 1_000_000,
  }))
  return { entries, cursor: entries.at(-1)?.id ?? input.after ?? null }
}

function versionOnly(key: VersionKey): VersionKey {
  return { organizationId: key.organizationId, projectId: key.projectId, versionId: key.versionId }
}
