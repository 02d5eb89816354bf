import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'

export const oneTimeCodePurposes = ['verifyEmail', 'resetPassword', 'twoFactor'] as const

/**
 * An emailed one-time code. Only an HMAC of the code is stored; it expires (TTL, and checked on read) and
 * locks after a few wrong tries. One live code per purpose and subject: a new one replaces the old.
 */
export const oneTimeCodeSchema = {
  model: { entity: 'oneTimeCode', version: '1', service: 'platform' },
  attributes: {
    purpose: { type: oneTimeCodePurposes, required: true },
    /** Who the code is for: a normalized email, or a user id for two-factor codes. */
    subject: { type: 'string', required: true },
    codeHash: { type: 'string', required: true },
    failedAttempts: { type: 'number', required: true, default: 0 },
    sentAt: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    bySubject: {
      pk: { field: tableDesign.partitionKey, composite: ['purpose', 'subject'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
  },
} as const

export function createOneTimeCodeEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(oneTimeCodeSchema, configuration)
}
