import { routes } from '@platform/shared/routes'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../../../infra/local/local-platform.ts'
import { createApiClient } from '../../../../tests/integration/support/api-client.ts'
import { signUp } from '../../../../tests/integration/support/workspace.ts'
import { sessionPasswordChecks } from './passwords.ts'

let platform: LocalPlatform

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
})

describe('changing the password', () => {
  it('ends every other session of the account and keeps the one that changed it', async () => {
    const email = 'changes-password@example.com'
    const oldPassword = 'correct horse 42'
    const newPassword = 'a brand new password 7'
    const owner = await signUp(platform, email, oldPassword)
    // A session somewhere else: a second device, or one that was stolen.
    const elsewhere = createApiClient(platform.apiUrl)
    expect((await elsewhere.post(routes.logIn.path, { email, password: oldPassword })).status).toBe(200)
    expect((await elsewhere.get(routes.getCurrentUser.path)).status).toBe(200)

    const changed = await owner.put(routes.updatePassword.path, { oldPassword, newPassword })
    expect(changed.status).toBe(200)

    expect((await elsewhere.get(routes.getCurrentUser.path)).errorCodes).toEqual(['UNAUTHORIZED'])
    expect((await owner.get(routes.getCurrentUser.path)).status).toBe(200)
    const again = createApiClient(platform.apiUrl)
    expect((await again.post(routes.logIn.path, { email, password: newPassword })).status).toBe(200)
  })

  it('compares at most the allowed number of current passwords sent at once by a session', async () => {
    const email = 'guessed-from-a-session@example.com'
    const session = await signUp(platform, email, 'correct horse 42')
    // The window is fixed (a quarter hour from :00, :15…): a burst spanning its end is rightly allowed a second
    // window's worth, so the clock stands still while the burst runs.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        session.put(routes.updatePassword.path, { oldPassword: `guess ${index}`, newPassword: 'a new password 99' }),
      ),
    ).finally(() => vi.useRealTimers())
    const compared = answers.filter((answer) => answer.errorCodes[0] === 'INVALID_CREDENTIALS')
    expect(compared).toHaveLength(sessionPasswordChecks.limit)
    expect(answers.filter((answer) => answer.errorCodes[0] === 'TOO_MANY_REQUESTS')).toHaveLength(
      12 - sessionPasswordChecks.limit,
    )
  })
})
