import { describe, expect, it } from 'vitest'
import { standInAccessToken } from './google-identity.ts'

describe('standInAccessToken', () => {
  it('writes the token the local stand-in reads (base64url JSON), names with accents included', () => {
    // Buffer.from(JSON.stringify(person)).toString('base64url'), as `infra/local/google-stand-in.ts` reads it.
    expect(standInAccessToken({ email: 'zoe@example.com', name: 'Zoë Ångström' })).toBe(
      'stand-in.eyJlbWFpbCI6InpvZUBleGFtcGxlLmNvbSIsIm5hbWUiOiJab8OrIMOFbmdzdHLDtm0ifQ',
    )
  })
})
