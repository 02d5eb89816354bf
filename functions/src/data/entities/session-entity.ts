import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute } from './timestamp-attributes.ts'

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a leaked table
 * does not leak sessions. `state` carries spec section 4's two-factor hold.
 */
export const sessionSchema = {
  model: { entity: 'session', version: '1', service: 'platform' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    state: { type: ['active', 'twoFactorPending'] as const, required: true },
    createdAt: createdAtAttribute,
    /** Epoch seconds: the table's TTL attribute, also checked on every read because TTL deletion lags. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTokenHash: {
      pk: { field: tableDesign.partitionKey, composite: ['tokenHash'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const

export function createSessionEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(sessionSchema, configuration)
}
