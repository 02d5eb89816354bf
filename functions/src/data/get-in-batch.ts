import type { Entity, EntityIdentifiers, EntityItem } from 'electrodb'
import { documentClient } from '../platform/aws-clients/dynamo.ts'
import { environment } from '../platform/environment.ts'
import { tableDesign } from './table-design.ts'

/** What `getInBatch` needs of an electrodb entity: its key for a get, and the parsing of a raw item. */
export interface GettableEntity {
  get(key: never): { params(): unknown }
  parse(response: { Item?: Record<string, unknown> }): { data: unknown }
}

type Item = Record<string, unknown>

interface QueuedRead {
  key: Item
  entity: GettableEntity
  resolve: (record: unknown) => void
  reject: (error: unknown) => void
}

/** BatchGetItem takes at most 100 keys. */
const maximumKeys = 100

/** Reads waiting for the end of the current turn of the event loop, by consistency. */
const queues = new Map<boolean, QueuedRead[]>()

const identify = (key: Item) => JSON.stringify([key[tableDesign.partitionKey], key[tableDesign.sortKey]])

/**
 * One record by its key, or null, like the entity's own `get(key).go()`, except that every `getInBatch` issued in
 * the same turn of the event loop (from any module, any request of a warm process) goes to DynamoDB as one
 * `BatchGetItem`. Domains that read independent records (a model, the credit balance, the organization's plan)
 * then cost one round trip together without knowing of each other: start them together (`Promise.all`) and
 * they are joined. Keys DynamoDB leaves unprocessed (throttling) are asked again.
 *
 * @example const [model, balance] = await Promise.all([getInBatch(entities.trainedModel, key), getInBatch(...)])
 */
// biome-ignore lint/suspicious/noExplicitAny: electrodb's own constraint for any entity
export function getInBatch<Of extends Entity<any, any, any, any>>(
  entity: Of,
  key: EntityIdentifiers<Of>,
  options: { consistent?: boolean } = {},
): Promise<EntityItem<Of> | null> {
  const gettable = entity as unknown as GettableEntity
  const itemKey = (gettable.get(key as never).params() as { Key: Item }).Key
  const consistent = options.consistent === true
  return new Promise((resolve, reject) => {
    const queue = queues.get(consistent)
    const read = { key: itemKey, entity: gettable, resolve, reject } as QueuedRead
    if (queue) {
      queue.push(read)
      return
    }
    queues.set(consistent, [read])
    // setImmediate runs after every promise continuation of this turn, so reads issued after a few awaits of
    // already settled promises (the usual shape of `Promise.all` over async functions) still join the batch.
    setImmediate(() => {
      const reads = queues.get(consistent) ?? []
      queues.delete(consistent)
      for (let start = 0; start < reads.length; start += maximumKeys) {
        void readBatch(reads.slice(start, start + maximumKeys), consistent)
      }
    })
  })
}

async function readBatch(reads: readonly QueuedRead[], consistent: boolean): Promise<void> {
  let found: Map<string, Item>
  try {
    found = await batchGetItems(
      reads.map((read) => read.key),
      consistent,
    )
  } catch (error) {
    for (const read of reads) read.reject(error)
    return
  }
  // Each read is parsed by its own entity: one that cannot parse its item fails alone, not its batch.
  for (const read of reads) {
    try {
      const item = found.get(identify(read.key))
      read.resolve(item ? read.entity.parse({ Item: item }).data : null)
    } catch (error) {
      read.reject(error)
    }
  }
}

/** The items found for the keys (at most 100), by their identity; asks again for keys left unprocessed. */
async function batchGetItems(keys: readonly Item[], consistent: boolean): Promise<Map<string, Item>> {
  const table = environment().TABLE_NAME
  const found = new Map<string, Item>()
  let pending: Item[] = [...new Map(keys.map((key) => [identify(key), key])).values()]
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    // Unprocessed keys mean the table is throttling: back off before asking again, as AWS advises.
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 25 * 2 ** attempt)))
    const response = await documentClient().batchGet({
      RequestItems: { [table]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}) } },
    })
    for (const item of response.Responses?.[table] ?? []) found.set(identify(item), item)
    pending = (response.UnprocessedKeys?.[table]?.Keys ?? []) as Item[]
  }
  return found
}
