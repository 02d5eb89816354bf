import type { EntityItem } from 'electrodb'
import { db, isConditionFailure, transactionCancellationReasons } from '../../data/database.ts'
import type { createKnowledgeCounterEntity } from '../../data/entities/knowledge-counter-entity.ts'
import type { createKnowledgeEntity } from '../../data/entities/knowledge-entity.ts'
import { getInBatch } from '../../data/get-in-batch.ts'
import type { VersionKey } from '../../data/version-scope.ts'

type NewKnowledgeRecord = Parameters<ReturnType<typeof createKnowledgeEntity>['create']>[0]

/**
 * One change to a version's pairs that the counter follows. Each is conditional, so it counts only what it really
 * did: `create` only if the id is free (+1), `replace` only if the pair is there (0), `delete` only if it is there (-1).
 */
export type CountedOperation =
  | { kind: 'create'; item: NewKnowledgeRecord }
  | { kind: 'replace'; item: NewKnowledgeRecord }
  | { kind: 'delete'; knowledgeId: string }

export interface CountedOutcome {
  done: CountedOperation[]
  /** Operations whose condition failed: the id was taken (create) or gone (replace, delete). Nothing was written. */
  refused: CountedOperation[]
}

/** DynamoDB takes at most 100 items per transaction; one of them is the counter. */
const operationsPerTransaction = 99
/**
 * DynamoDB also caps a transaction at 4 MB. A pair stores its texts twice (`searchText`); at the longest prompt and
 * completion in characters that take 3 bytes in UTF-8, 99 pairs would be ~6 MB, so chunks also stop at 3 MB.
 */
const bytesPerTransaction = 3_000_000

function approximateBytes(operation: CountedOperation): number {
  if (operation.kind === 'delete') return 200
  const { prompt, completion, sourceKey, alternativePrompts } = operation.item
  return (
    2 * Buffer.byteLength(`${prompt}${completion}`) +
    Buffer.byteLength((alternativePrompts ?? []).join('')) +
    2 * Buffer.byteLength(sourceKey ?? '') +
    600
  )
}

/** Consecutive runs of operations within both of DynamoDB's transaction limits. */
function transactionChunks(operations: CountedOperation[]): CountedOperation[][] {
  const chunks: CountedOperation[][] = []
  let chunk: CountedOperation[] = []
  let bytes = 0
  for (const operation of operations) {
    const size = approximateBytes(operation)
    if (chunk.length === operationsPerTransaction || (chunk.length > 0 && bytes + size > bytesPerTransaction)) {
      chunks.push(chunk)
      chunk = []
      bytes = 0
    }
    chunk.push(operation)
    bytes += size
  }
  if (chunk.length > 0) chunks.push(chunk)
  return chunks
}
/** Transactions on the same counter conflict; they are retried with growing, jittered waits. */
const conflictAttempts = 10

const countChange = { create: 1, replace: 0, delete: -1 } as const

function idOf(operation: CountedOperation): string {
  return operation.kind === 'delete' ? operation.knowledgeId : operation.item.knowledgeId
}

async function runTransaction(key: VersionKey, operations: CountedOperation[]) {
  const count = operations.reduce((sum, operation) => sum + countChange[operation.kind], 0)
  return db()
    .transaction.write(({ knowledge, knowledgeCounter }) => [
      ...operations.map((operation) => {
        if (operation.kind === 'create') return knowledge.create(operation.item).commit()
        if (operation.kind === 'replace')
          return knowledge
            .put(operation.item)
            .where((attributes, conditions) => conditions.exists(attributes.knowledgeId))
            .commit()
        return knowledge
          .delete({ ...key, knowledgeId: operation.knowledgeId })
          .where((attributes, conditions) => conditions.exists(attributes.knowledgeId))
          .commit()
      }),
      knowledgeCounter.update(key).add({ count, changes: 1 }).commit(),
    ])
    .go()
}

/** One transaction's worth: refused operations are set aside and the rest tried again; conflicts wait and retry. */
async function writeChunk(key: VersionKey, chunk: CountedOperation[], outcome: CountedOutcome) {
  let pending = chunk
  for (let conflicts = 0; pending.length > 0; ) {
    const result = await runTransaction(key, pending)
    if (!result.canceled) {
      outcome.done.push(...pending)
      return
    }
    // One reason per operation, in order (the counter's last).
    const reasons = transactionCancellationReasons(result)
    const refused = pending.filter((_operation, index) => reasons[index] === 'ConditionalCheckFailed')
    if (refused.length > 0) {
      outcome.refused.push(...refused)
      pending = pending.filter((operation) => !refused.includes(operation))
      continue
    }
    conflicts += 1
    if (conflicts === conflictAttempts)
      throw new Error(`Could not write ${pending.length} knowledge pairs: ${reasons.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, (20 + Math.random() * 30) * 2 ** Math.min(conflicts, 6)))
  }
}

/**
 * The one way pairs are created, replaced or deleted: each transaction (up to 99 pairs or 3 MB) also adds what it changed
 * to the version's counter, so `total` is always the number of pairs, even when a job is delivered twice or two
 * writers race. An id may appear once per call. If it throws part-way, `outcome` (when given) holds what was done.
 *
 * @example await writeCounted(key, [{ kind: 'delete', knowledgeId }]) // { done: [...], refused: [] }
 */
export async function writeCounted(
  key: VersionKey,
  operations: CountedOperation[],
  outcome: CountedOutcome = { done: [], refused: [] },
): Promise<CountedOutcome> {
  const ids = new Set(operations.map(idOf))
  if (ids.size !== operations.length) throw new Error('writeCounted: an id appears twice')
  for (const chunk of transactionChunks(operations)) await writeChunk(key, chunk, outcome)
  return outcome
}

export interface KnowledgeTotal {
  total: number
  /** Every pair carries `searchText` and the source-kind index keys (see the knowledge entity). */
  indexed: boolean
}

/**
 * Counts a version whose counter does not know its total (pairs written before the counter existed), reading it
 * whole once, and stores the count unless a writer changed the version meanwhile (then the next list counts again).
 */
async function countOnce(key: VersionKey, changesSeen: number | undefined): Promise<KnowledgeTotal> {
  // The table's own partition with a consistent read: a GSI could still miss a pair whose counted write is done.
  const { data: records } = await db().entities.knowledge.query.byId(key).go({ pages: 'all', consistent: true })
  const counted = { total: records.length, indexed: records.every((record) => record.searchText !== undefined) }
  try {
    await db()
      .entities.knowledgeCounter.update(key)
      .set({ count: counted.total, counted: true, indexed: counted.indexed })
      .where((attributes, conditions) =>
        changesSeen === undefined
          ? conditions.notExists(attributes.changes)
          : conditions.eq(attributes.changes, changesSeen),
      )
      .go()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
  }
  return counted
}

export type KnowledgeCounterRecord = EntityItem<ReturnType<typeof createKnowledgeCounterEntity>>

/**
 * The version's counter as stored (only a read: the list route starts it with the access check, before the caller
 * is known to be allowed). Eventually consistent, as the list's page is (a GSI query): a list read just after a
 * change may miss it in both for a moment, never in one only for long.
 */
export function readKnowledgeCounter(key: VersionKey): Promise<KnowledgeCounterRecord | null> {
  const { organizationId, projectId, versionId } = key
  return getInBatch(db().entities.knowledgeCounter, { organizationId, projectId, versionId })
}

/**
 * How many pairs the version holds: the counter (one GetItem, or the one `read` already started), or a count once
 * for a version older than its counter. A stale `changes` only makes the stored count's condition fail.
 */
export async function countKnowledge(
  key: VersionKey,
  read: Promise<KnowledgeCounterRecord | null> = readKnowledgeCounter(key),
): Promise<KnowledgeTotal> {
  const data = await read
  if (data?.counted) return { total: data.count, indexed: data.indexed }
  return countOnce(key, data?.changes)
}

/** Removes the counter with the version's last pair (version and project deletion). */
export async function deleteKnowledgeCounter(key: VersionKey): Promise<void> {
  await db().entities.knowledgeCounter.delete(key).go()
}
