import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { releaseUsage } from '../organizations/index.ts'
import { assertVersionEditable } from '../projects/index.ts'
import { writeCounted } from './knowledge-counter.ts'

/** Deletes a pair by id and gives back its plan usage. */
export async function deleteKnowledge(key: VersionKey, knowledgeId: string) {
  await assertVersionEditable(key)
  const { done } = await writeCounted(key, [{ kind: 'delete', knowledgeId }])
  if (done.length === 0)
    throw new AppError('NOT_FOUND', { message: 'This knowledge pair does not exist in the version.' })
  await releaseUsage(key.organizationId, 'knowledge', 1)
  return { id: knowledgeId, message: 'Knowledge deleted.' }
}
