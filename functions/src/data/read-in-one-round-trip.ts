import { BatchGetCommand } from '@aws-sdk/lib-dynamodb'
import type { Entity, EntityItem } from 'electrodb'
import { documentClient } from '../platform/aws-clients/dynamo.ts'
import { environment } from '../platform/environment.ts'
import { tableDesign } from './table-design.ts'

/** What `readInOneRoundTrip` needs of an electrodb entity: its key for a get, and the parsing of a raw item. */
interface GettableEntity {
  get(key: never): { params(): unknown }
  parse(response: { Item?: Record<string, unknown> }): { data: unknown }
}

export interface RecordRead {
  entity: GettableEntity
  key: object
}

/** BatchGetItem takes at most 100 keys; the pipeline reads five. */
const maximumKeys = 100

/**
 * Several records by their keys in one `BatchGetItem` (one round trip instead of one per `get`), each parsed by its
 * own entity; `null` where a record does not exist. Keys DynamoDB leaves unprocessed (throttling) are asked again.
 * Callers type each result as the entity's `get` would (`RecordOf`).
 *
 * @example const [user, membership] = await readInOneRoundTrip([{ entity: db().entities.user, key: { userId } }, ...])
 */
export async function readInOneRoundTrip(reads: readonly RecordRead[]): Promise<unknown[]> {
  if (reads.length > maximumKeys) throw new Error(`readInOneRoundTrip takes at most ${maximumKeys} keys`)
  const table = environment().TABLE_NAME
  const keys = reads.map(
    (read) => (read.entity.get(read.key as never).params() as { Key: Record<string, unknown> }).Key,
  )
  const identify = (key: Record<string, unknown>) =>
    JSON.stringify([key[tableDesign.partitionKey], key[tableDesign.sortKey]])
  const found = new Map<string, Record<string, unknown>>()
  let pending: Record<string, unknown>[] = [...new Map(keys.map((key) => [identify(key), key])).values()]
  while (pending.length > 0) {
    const response = await documentClient().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }))
    for (const item of response.Responses?.[table] ?? []) found.set(identify(item), item)
    pending = (response.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[]
  }
  return reads.map((read, index) => {
    const item = found.get(identify(keys[index] as Record<string, unknown>))
    return item ? read.entity.parse({ Item: item }).data : null
  })
}

/** The record of an entity, or null: the type of one `readInOneRoundTrip` result. */
// biome-ignore lint/suspicious/noExplicitAny: electrodb's own constraint for any entity
export type RecordOf<Of extends Entity<any, any, any, any>> = EntityItem<Of> | null
