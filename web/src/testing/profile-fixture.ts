import type { Profile } from '@platform/shared/contracts/users'

/**
 * A signed-in user's profile for tests. Asserted rather than annotated: the profile contract is still growing
 * with the accounts work, and the console only reads a few of its fields.
 */
export const profileFixture = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  passwordSet: true,
  oauthEnabled: false,
  twoFactorEnabled: false,
  twoFactorMethod: null,
  termsAcceptedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
} as Profile
