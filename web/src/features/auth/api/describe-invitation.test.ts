import { describe, expect, it } from 'vitest'
import { invitationSentence } from './describe-invitation.ts'

describe('invitationSentence (issue 43, item 18)', () => {
  it('names the inviter, the invited email, the organization and the role', () => {
    expect(
      invitationSentence({
        inviterName: 'Grace Hopper',
        email: 'alan@example.com',
        organizationName: 'Compilers',
        roleName: 'viewer',
      }),
    ).toBe('Grace Hopper invited alan@example.com to join Compilers as a viewer.')
    expect(
      invitationSentence({ inviterName: null, email: 'a@b.c', organizationName: 'Acme', roleName: 'editor' }),
    ).toBe('You were invited (a@b.c) to join Acme as an editor.')
  })
})
