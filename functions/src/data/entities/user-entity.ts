import { Entity } from 'electrodb'
import { tableDesign } from '../table-design.ts'
import { createdAtAttribute, updatedAtAttribute } from './timestamp-attributes.ts'

/** A person who can sign in. Credentials live in Cognito; this is the product's view of them. */
export const userSchema = {
  model: { entity: 'user', version: '1', service: 'platform' },
  attributes: {
    userId: { type: 'string', required: true },
    email: { type: 'string', required: true, set: (email?: string) => email?.trim().toLowerCase() },
    name: { type: 'string', required: true },
    passwordSet: { type: 'boolean', required: true, default: false },
    oauthEnabled: { type: 'boolean', required: true, default: false },
    emailVerified: { type: 'boolean', required: true, default: false },
    twoFactorEnabled: { type: 'boolean', required: true, default: false },
    twoFactorMethod: { type: ['email', 'totp'] as const },
    /** Authenticator-app secret once confirmed, and the one awaiting confirmation. Never leaves the server. */
    totpSecret: { type: 'string' },
    pendingTotpSecret: { type: 'string' },
    googleSubject: { type: 'string' },
    /** When the person accepted the terms and privacy policy, stated under the sign-up button (ISO 8601). */
    termsAcceptedAt: { type: 'string' },
    createdAt: createdAtAttribute,
    updatedAt: updatedAtAttribute,
  },
  indexes: {
    byUserId: {
      pk: { field: tableDesign.partitionKey, composite: ['userId'] },
      sk: { field: tableDesign.sortKey, composite: [] },
    },
    byEmail: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['email'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const

export function createUserEntity(configuration: ConstructorParameters<typeof Entity>[1]) {
  return new Entity(userSchema, configuration)
}
