import type { Entity, EntityItem } from 'electrodb'
import { type GettableEntity, getInBatch } from './get-in-batch.ts'

export interface RecordRead {
  entity: GettableEntity
  key: object
}

/**
 * Several records by their keys in one `BatchGetItem` (one round trip instead of one per `get`), each parsed by its
 * own entity; `null` where a record does not exist. Callers type each result as the entity's `get` would
 * (`RecordOf`). Reads of other modules started in the same turn join the same batch (`getInBatch`).
 *
 * @example const [user, membership] = await readInOneRoundTrip([{ entity: db().entities.user, key: { userId } }, ...])
 */
export function readInOneRoundTrip(reads: readonly RecordRead[]): Promise<unknown[]> {
  // biome-ignore lint/suspicious/noExplicitAny: any entity, typed by the caller
  return Promise.all(reads.map((read) => getInBatch(read.entity as any, read.key as never)))
}

/** The record of an entity, or null: the type of one `readInOneRoundTrip` result. */
// biome-ignore lint/suspicious/noExplicitAny: electrodb's own constraint for any entity
export type RecordOf<Of extends Entity<any, any, any, any>> = EntityItem<Of> | null
