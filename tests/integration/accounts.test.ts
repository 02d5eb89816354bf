import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { codeFrom, waitForEmail } from '../support/mailbox.ts'
import { createApiClient, invitationTokenFrom } from './support/api-client.ts'

let platform: LocalPlatform
let googleStandIn: Server

// Google's user info endpoint, played locally: the access token names the person it belongs to.
async function startGoogleStandIn(): Promise<string> {
  googleStandIn = createServer((request, response) => {
    const token = (request.headers.authorization ?? '').replace('Bearer ', '')
    if (!token.startsWith('valid:')) {
      response.writeHead(401).end('{}')
      return
    }
    const email = token.slice('valid:'.length)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: 'Grace Hopper' }))
  })
  await new Promise<void>((resolve) => googleStandIn.listen(0, '127.0.0.1', () => resolve()))
  return `http://127.0.0.1:${(googleStandIn.address() as AddressInfo).port}/userinfo`
}

beforeAll(async () => {
  process.env.GOOGLE_USERINFO_URL = await startGoogleStandIn()
  process.env.BLOCKED_EMAIL_DOMAINS = 'blocked.example'
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await platform?.stop()
  googleStandIn?.close()
})

const password = 'correct horse 42'
const ada = 'ada@example.com'
const bob = 'bob@example.com'

describe('accounts, two-factor, organizations and invitations', () => {
  const adaClient = () => createApiClient(platform.apiUrl)
  let adaSession: ReturnType<typeof createApiClient>
  let organizationId = ''

  it('signs up, verifies the emailed code and is signed in', async () => {
    adaSession = adaClient()
    const signUp = await adaSession.post('/auth/signup', { email: 'Ada@Example.com', password, name: 'Ada Lovelace' })
    expect(signUp.status).toBe(200)
    expect(signUp.data).toEqual({ email: ada, verificationRequired: true })

    const duplicateDomain = await adaSession.post('/auth/signup', { email: 'x@mailinator.com', password, name: 'X' })
    expect(duplicateDomain.errorCodes).toEqual(['EMAIL_DOMAIN_BLOCKED'])
    const configuredDomain = await adaSession.post('/auth/signup', {
      email: 'x@sub.blocked.example',
      password,
      name: 'X',
    })
    expect(configuredDomain.errorCodes).toEqual(['EMAIL_DOMAIN_BLOCKED'])
    const weak = await adaSession.post('/auth/signup', { email: 'y@example.com', password: 'short', name: 'Y' })
    expect(weak.status).toBe(400)
    expect(weak.errorCodes).toEqual(['VALIDATION_FAILED'])

    const beforeVerification = await adaSession.post('/auth/login', { email: ada, password })
    expect(beforeVerification.errorCodes).toEqual(['EMAIL_NOT_VERIFIED'])

    const code = codeFrom(await waitForEmail(platform.mailboxUrl, ada, /verification code/))
    const wrong = await adaSession.post('/auth/verify-email', {
      email: ada,
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.errorCodes).toEqual(['INVALID_CODE'])
    const verified = await adaSession.post('/auth/verify-email', { email: ada, code })
    expect(verified.status).toBe(200)
    expect(verified.data).toMatchObject({
      email: ada,
      name: 'Ada Lovelace',
      passwordSet: true,
      twoFactorEnabled: false,
    })
    expect(verified.setCookies[0]).toMatch(/^session=.+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/)
    expect((await adaSession.get('/users/me')).status).toBe(200)

    const again = await adaClient().post('/auth/signup', { email: ada, password, name: 'Ada' })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      success: false,
      errors: { EMAIL_ALREADY_IN_USE: 'This email address is already in use. Please sign in to your account.' },
    })
  })

  it('refuses wrong credentials the same way whether or not the email exists', async () => {
    const client = adaClient()
    const wrongPassword = await client.post('/auth/login', { email: ada, password: 'not the password 1' })
    const unknownEmail = await client.post('/auth/login', { email: 'nobody@example.com', password })
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.body).toEqual(unknownEmail.body)
    expect(wrongPassword.body).toEqual({
      success: false,
      errors: { INVALID_CREDENTIALS: 'Invalid email or password. Please check and try again.' },
    })
  })

  it('enables email two-factor, logs out, and logs in again with the emailed code', async () => {
    // Switching on asks for the password (a borrowed session alone cannot do it).
    const withoutPassword = await adaSession.put('/users/me/two-factor', { enabled: true, method: 'email' })
    expect(withoutPassword.status).toBe(401)
    expect(withoutPassword.errorCodes).toEqual(['INVALID_CREDENTIALS'])
    expect((await adaSession.get<{ twoFactorEnabled: boolean }>('/users/me')).data.twoFactorEnabled).toBe(false)
    const enabled = await adaSession.put('/users/me/two-factor', { enabled: true, method: 'email', password })
    expect(enabled.data).toMatchObject({ twoFactorEnabled: true, twoFactorMethod: 'email' })
    expect((await adaSession.post('/auth/logout')).status).toBe(200)
    const afterLogout = await adaSession.get('/users/me')
    expect(afterLogout.status).toBe(401)
    expect(afterLogout.body).toEqual({
      success: false,
      errors: { UNAUTHORIZED: 'Your session has expired. Please log in again.' },
    })

    const login = await adaSession.post('/auth/login', { email: ada, password })
    expect(login.data).toEqual({ twoFactorRequired: true, twoFactorMethod: 'email', profile: null })
    const held = await adaSession.get('/users/me')
    expect(held.status).toBe(401)
    expect(held.errorCodes).toEqual(['TWO_FA'])
    const tooSoon = await adaSession.get<{ sent: boolean; retryAfterSeconds: number }>('/auth/resend-otp')
    expect(tooSoon.data.sent).toBe(false)
    expect(tooSoon.data.retryAfterSeconds).toBeGreaterThan(0)

    const code = codeFrom(await waitForEmail(platform.mailboxUrl, ada, /sign-in code/))
    const verified = await adaSession.post('/auth/verify-otp', { otp: code })
    expect(verified.status).toBe(200)
    expect((await adaSession.get('/users/me')).status).toBe(200)
    const reused = await adaClient().post('/auth/verify-otp', { otp: code })
    expect(reused.status).toBe(401)
  })

  it('locks a two-factor code after five wrong tries', async () => {
    const client = adaClient()
    await client.post('/auth/login', { email: ada, password })
    const answers: string[][] = []
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await client.post('/auth/verify-otp', { otp: '999999' })).errorCodes)
    const code = codeFrom(await waitForEmail(platform.mailboxUrl, ada, /sign-in code/))
    expect(answers.slice(0, 4).every((codes) => codes[0] === 'INVALID_CODE' || codes[0] === 'LINK_EXPIRED')).toBe(true)
    expect(answers[4]).toEqual(['LINK_EXPIRED'])
    expect((await client.post('/auth/verify-otp', { otp: code })).errorCodes).toEqual(['LINK_EXPIRED'])
  })

  it('switches to an authenticator app with a confirming code', async () => {
    const setup = await adaSession.post<{ secret: string; otpauthUrl: string }>('/users/me/two-factor/totp')
    expect(setup.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//)
    const wrong = await adaSession.put('/users/me/two-factor', { enabled: true, method: 'totp', otp: '000000' })
    expect(wrong.errorCodes).toEqual(['INVALID_CODE'])
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.data.secret), digits: 6, period: 30 })
    const confirmed = await adaSession.put('/users/me/two-factor', {
      enabled: true,
      method: 'totp',
      otp: totp.generate(),
    })
    expect(confirmed.data).toMatchObject({ twoFactorEnabled: true, twoFactorMethod: 'totp' })

    const client = adaClient()
    expect((await client.post('/auth/login', { email: ada, password })).data).toMatchObject({ twoFactorMethod: 'totp' })
    expect((await client.post('/auth/verify-otp', { otp: totp.generate() })).status).toBe(200)

    const offWithoutPassword = await adaSession.put('/users/me/two-factor', { enabled: false })
    expect(offWithoutPassword.errorCodes).toEqual(['INVALID_CREDENTIALS'])
    const off = await adaSession.put('/users/me/two-factor', { enabled: false, password })
    expect(off.data).toMatchObject({ twoFactorEnabled: false, twoFactorMethod: null })
  })

  it('creates an organization with a unique name and lists it with the admin role', async () => {
    const created = await adaSession.post<{ id: string; name: string; roleName: string }>('/organizations', {
      name: '  Analytical   Engines ',
    })
    expect(created.status).toBe(200)
    expect(created.data).toMatchObject({
      name: 'Analytical Engines',
      roleName: 'admin',
      subscription: { active: true },
    })
    organizationId = created.data.id
    const duplicate = await adaSession.post('/organizations', { name: 'analytical engines' })
    expect(duplicate.errorCodes).toEqual(['ORG_NAME_ALREADY_IN_USE'])
    const mine = await adaSession.get<Array<{ id: string }>>('/organizations')
    expect(mine.data.map((organization) => organization.id)).toEqual([organizationId])
    expect((await adaSession.get(`/organizations/${organizationId}/my-role`)).data).toEqual({
      organizationId,
      roleName: 'admin',
    })
  })

  it('invites Bob, who accepts by creating his account and gets the invited role', async () => {
    const invite = await adaSession.post(`/organizations/${organizationId}/users/invite`, {
      users: [
        { email: bob, role: 'editor' },
        { email: 'carol@example.com', role: 'viewer' },
      ],
    })
    expect(invite.data).toMatchObject({
      added: 2,
      updated: 0,
      message: 'Added 2 users. Updated 0 users.',
      emailMessage: 'Invitation emails were sent to 2 users.',
    })
    const pending = await adaSession.get<Array<{ email: string; roleName: string }>>(
      `/organizations/${organizationId}/users/pending-invites`,
    )
    expect(pending.data.map((invitation) => invitation.email).sort()).toEqual([bob, 'carol@example.com'])

    const cancelled = await adaSession.put(`/organizations/${organizationId}/users/invite/cancel`, {
      email: 'carol@example.com',
    })
    expect(cancelled.status).toBe(200)
    const carolToken = invitationTokenFrom(await waitForEmail(platform.mailboxUrl, 'carol@example.com'))
    const carolAccepts = await createApiClient(platform.apiUrl).post('/auth/verify-invite', {
      token: carolToken,
      name: 'Carol',
      password,
    })
    expect(carolAccepts.errorCodes).toEqual(['LINK_EXPIRED'])

    const bobClient = createApiClient(platform.apiUrl)
    const bobToken = invitationTokenFrom(await waitForEmail(platform.mailboxUrl, bob))
    // The invitation page asks what the link invites to before anything is accepted (issue 43, item 18).
    const details = await bobClient.post('/auth/invitation', { token: bobToken })
    expect(details.data).toMatchObject({ inviterName: expect.any(String), email: bob, roleName: 'editor' })
    const withoutAccount = await bobClient.post('/auth/verify-invite', { token: bobToken })
    expect(withoutAccount.errorCodes).toEqual(['VALIDATION_FAILED'])
    const accepted = await bobClient.post('/auth/verify-invite', { token: bobToken, name: 'Bob Babbage', password })
    expect(accepted.data).toMatchObject({ organizationId, roleName: 'editor', signedIn: true, loginRequired: false })
    expect((await bobClient.get(`/organizations/${organizationId}/my-role`)).data).toEqual({
      organizationId,
      roleName: 'editor',
    })
    expect((await bobClient.post('/auth/verify-invite', { token: bobToken })).errorCodes).toEqual(['LINK_EXPIRED'])

    const members = await adaSession.get<Array<{ email: string; roleName: string }>>(
      `/organizations/${organizationId}/users`,
    )
    expect(members.data.map((member) => [member.email, member.roleName])).toEqual([
      [ada, 'admin'],
      [bob, 'editor'],
    ])

    // Bob is an editor: admin-only calls are refused; a stranger does not even learn the organization exists.
    const bobInvites = await bobClient.post(`/organizations/${organizationId}/users/invite`, {
      users: [{ email: 'd@example.com', role: 'viewer' }],
    })
    expect(bobInvites.status).toBe(403)
    expect(bobInvites.errorCodes).toEqual(['NOT_ENOUGH_PERMISSIONS'])
    const stranger = createApiClient(platform.apiUrl)
    await stranger.post('/auth/oauth/google', { accessToken: 'valid:grace@example.com' })
    expect((await stranger.get(`/organizations/${organizationId}`)).status).toBe(404)
  })

  it('changes roles and removes members, but never the last admin', async () => {
    const members = await adaSession.get<Array<{ userId: string; email: string }>>(
      `/organizations/${organizationId}/users`,
    )
    const adaId = members.data.find((member) => member.email === ada)?.userId ?? ''
    const bobId = members.data.find((member) => member.email === bob)?.userId ?? ''

    const demoteSelf = await adaSession.put(`/organizations/${organizationId}/users/role`, {
      userId: adaId,
      role: 'viewer',
    })
    expect(demoteSelf.errorCodes).toEqual(['LAST_ADMIN'])
    const removeSelf = await adaSession.put(`/organizations/${organizationId}/users/remove`, { userId: adaId })
    expect(removeSelf.errorCodes).toEqual(['LAST_ADMIN'])

    const promoted = await adaSession.put(`/organizations/${organizationId}/users/role`, {
      userId: bobId,
      role: 'viewer',
    })
    expect(promoted.data).toMatchObject({ userId: bobId, roleName: 'viewer' })
    const invalidRole = await adaSession.put(`/organizations/${organizationId}/users/role`, {
      userId: bobId,
      role: 'owner',
    })
    expect(invalidRole.errorCodes).toEqual(['VALIDATION_FAILED'])

    const reinvite = await adaSession.post(`/organizations/${organizationId}/users/invite`, {
      users: [{ email: bob, role: 'editor' }],
    })
    expect(reinvite.data).toMatchObject({
      added: 0,
      updated: 1,
      emailsSent: 0,
      message: 'Added 0 users. Updated 1 user.',
    })

    const removed = await adaSession.put(`/organizations/${organizationId}/users/remove`, { userId: bobId })
    expect(removed.status).toBe(200)
    const after = await adaSession.get<Array<{ email: string }>>(`/organizations/${organizationId}/users`)
    expect(after.data.map((member) => member.email)).toEqual([ada])
  })

  it('signs in with Google, then sets a first password', async () => {
    const client = createApiClient(platform.apiUrl)
    const rejected = await client.post('/auth/oauth/google', { accessToken: 'forged' })
    expect(rejected.errorCodes).toEqual(['INVALID_CREDENTIALS'])
    const signedIn = await client.post('/auth/oauth/google', { accessToken: 'valid:grace@example.com' })
    expect(signedIn.data).toMatchObject({
      twoFactorRequired: false,
      profile: { email: 'grace@example.com', passwordSet: false, oauthEnabled: true },
    })
    const set = await client.post('/auth/set-password', { password })
    expect(set.data).toMatchObject({ passwordSet: true })
    expect(
      (await createApiClient(platform.apiUrl).post('/auth/login', { email: 'grace@example.com', password })).status,
    ).toBe(200)
  })

  it('resets a forgotten password with the emailed code and ends old sessions', async () => {
    const client = createApiClient(platform.apiUrl)
    expect((await client.post('/auth/forgot-password', { email: 'nobody@example.com' })).status).toBe(200)
    expect((await client.post('/auth/forgot-password', { email: ada })).status).toBe(200)
    const code = codeFrom(await waitForEmail(platform.mailboxUrl, ada, /password reset code/))
    expect((await client.post('/auth/verify-reset-password', { email: ada, code: '000001' })).errorCodes[0]).toMatch(
      /INVALID_CODE|LINK_EXPIRED/,
    )
    expect((await client.post('/auth/verify-reset-password', { email: ada, code })).status).toBe(200)
    const newPassword = 'a brand new password 7'
    expect((await client.post('/auth/reset-password', { email: ada, code, password: newPassword })).status).toBe(200)
    expect((await adaSession.get('/users/me')).status).toBe(401)
    expect((await client.post('/auth/login', { email: ada, password })).errorCodes).toEqual(['INVALID_CREDENTIALS'])
    const relogin = await client.post('/auth/login', { email: ada, password: newPassword })
    expect(relogin.status).toBe(200)

    const wrongOld = await client.put('/auth/update-password', { oldPassword: 'nope', newPassword: password })
    expect(wrongOld.errorCodes).toEqual(['INVALID_CREDENTIALS'])
    expect(
      (await client.put('/auth/update-password', { oldPassword: newPassword, newPassword: password })).status,
    ).toBe(200)
    expect((await createApiClient(platform.apiUrl).post('/auth/login', { email: ada, password })).status).toBe(200)
  })

  it('says reCAPTCHA is off without a secret', async () => {
    const answer = await createApiClient(platform.apiUrl).post('/integrations/recaptcha', { response: 'token' })
    expect(answer.data).toEqual({ enabled: false, success: true })
  })
})
