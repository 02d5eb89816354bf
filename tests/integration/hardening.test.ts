import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { logIn } from '@platform/functions/domains/identity/log-in'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalPlatform, startLocalPlatform } from '../../infra/local/local-platform.ts'
import { truncatedMultipart, zipBombDocx } from '../support/hostile-uploads.ts'
import { createWorkspace, signUp, type Workspace } from './support/workspace.ts'

/**
 * The defects the hardening issue measured on main, one test each, through the local gateway as a client sees it.
 */
let platform: LocalPlatform
let workspace: Workspace
/** Built before the platform starts: deflating 100 MB takes seconds, long enough for an idle connection to close. */
const bomb = zipBombDocx(100 * 1024 * 1024)
const password = 'correct horse 42'

beforeAll(async () => {
  platform = await startLocalPlatform({ port: 0, log: () => undefined })
  workspace = await createWorkspace(await signUp(platform, 'owner@example.com', password), 'Hardened')
})

afterAll(async () => {
  await platform?.stop()
})

const cookieOf = (workspace: Workspace) =>
  [...workspace.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')

async function rawUpload(path: string, body: Uint8Array, contentType: string, name?: string) {
  let payload: Uint8Array | ArrayBuffer = body
  let type = contentType
  if (name !== undefined) {
    const form = new FormData()
    form.append('file', new Blob([body], { type: contentType }), name)
    const encoded = new Request('http://local', { method: 'POST', body: form })
    payload = await encoded.arrayBuffer()
    type = encoded.headers.get('content-type') ?? ''
  }
  const response = await fetch(`${platform.apiUrl}${path}`, {
    method: 'POST',
    headers: { cookie: cookieOf(workspace), 'content-type': type },
    body: payload,
  })
  return { status: response.status, body: (await response.json()) as { success: boolean; errors?: object } }
}

/** Sends raw bytes on one keep-alive connection and collects everything the server writes until it closes. */
function exchange(port: number, bytes: string, waitMs = 3_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ text, closed: false })
    }, waitMs)
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8')
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ text, closed: true })
    })
    socket.on('error', () => undefined)
    socket.write(bytes)
  })
}

describe('hardening', () => {
  it('answers a multipart body that ends early with VALIDATION_FAILED and keeps serving (defect 1)', async () => {
    const { body, contentType } = truncatedMultipart()
    for (const route of ['files', 'knowledge/imports']) {
      const answer = await rawUpload(`${workspace.versionPath}/${route}`, body, contentType)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        success: false,
        errors: { VALIDATION_FAILED: 'file: The multipart body is malformed.' },
      })
    }
    expect((await fetch(`${platform.apiUrl}/health`)).status).toBeLessThan(600)
  })

  it('refuses a zip bomb disguised as a Word document before unpacking it (defect 3)', async () => {
    const answer = await rawUpload(
      `${workspace.versionPath}/files`,
      bomb,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'handbook.docx',
    )
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toMatch(/unpacks to more than 64 MB/)
  })

  it('refuses over-long ids in paths and bodies with 400, never 500 (defect 4)', async () => {
    const longPath = await workspace.client.get(`/organizations/${'o'.repeat(3_000)}`)
    expect(longPath.status).toBe(400)
    expect(longPath.errorCodes).toEqual(['VALIDATION_FAILED'])
    const longBody = await workspace.client.put(`/organizations/${workspace.organizationId}/users/remove`, {
      userId: 'u'.repeat(1024 * 1024),
    })
    expect(longBody.status).toBe(400)
    expect(longBody.errorCodes).toEqual(['VALIDATION_FAILED'])
  })

  it('keeps the owner able to log in while someone else guesses the password (defect 6)', async () => {
    const email = 'owner@example.com'
    const attempt = (address: string, guess: string) =>
      logIn({ email, password: guess, sourceAddress: address }).then(
        () => 'signed in',
        (error: { code?: string }) => error.code ?? String(error),
      )
    // The first limit is per clock minute: guesses that straddle a minute would start a fresh count midway.
    const secondsLeftInMinute = 60 - (Math.floor(Date.now() / 1000) % 60)
    if (secondsLeftInMinute < 20) await new Promise((resolve) => setTimeout(resolve, secondsLeftInMinute * 1000 + 200))
    const guesses: string[] = []
    for (let index = 0; index < 12; index += 1) guesses.push(await attempt('203.0.113.9', `guess ${index}`))
    expect(guesses.slice(0, 5)).toEqual(Array(5).fill('INVALID_CREDENTIALS'))
    expect(guesses.slice(5)).toEqual(Array(7).fill('TOO_MANY_REQUESTS'))
    // Even the right password waits at the attacker's address; the owner's own address is not affected.
    expect(await attempt('203.0.113.9', password)).toBe('TOO_MANY_REQUESTS')
    expect(await attempt('198.51.100.7', password)).toBe('signed in')
  })

  it('refuses cross-site writes and sets security headers on the API and the console (defect 8)', async () => {
    const crossSite = await fetch(`${platform.apiUrl}/users/me`, {
      method: 'PUT',
      headers: { cookie: cookieOf(workspace), 'content-type': 'text/plain', origin: 'http://evil.example' },
      body: JSON.stringify({ name: 'Mallory' }),
    })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ success: false, errors: { CROSS_SITE_REQUEST: expect.any(String) } })
    const textPlain = await fetch(`${platform.apiUrl}/users/me`, {
      method: 'PUT',
      headers: { cookie: cookieOf(workspace), 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Mallory' }),
    })
    expect(textPlain.status).toBe(415)
    expect(textPlain.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await workspace.client.get<{ name: string }>('/users/me')).data.name).toBe('Grace Hopper')

    const sameSite = await fetch(`${platform.apiUrl}/users/me`, {
      method: 'PUT',
      headers: { cookie: cookieOf(workspace), 'content-type': 'application/json', origin: platform.url },
      body: JSON.stringify({ name: 'Grace Hopper' }),
    })
    expect(sameSite.status).toBe(200)

    const consolePage = await fetch(`${platform.url}/projects/`)
    expect(consolePage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(consolePage.headers.get('x-frame-options')).toBe('DENY')
    const widgetPage = await fetch(`${platform.url}/widget/index.html`)
    expect(widgetPage.headers.get('content-security-policy')).toBeNull()
    expect(widgetPage.headers.get('x-frame-options')).toBeNull()
    expect(widgetPage.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('stores UTF-8 file names as sent and refuses NUL and lone surrogates in knowledge (defect 9)', async () => {
    const uploaded = await rawUpload(
      `${workspace.versionPath}/files`,
      new TextEncoder().encode('Zoll und Gebühren: alles über die Einfuhr.'),
      'text/plain',
      'Gebühren – résumé.txt',
    )
    expect(uploaded.status).toBe(200)
    expect(JSON.stringify(uploaded.body)).toContain('Gebühren – résumé.txt')
    const withNul = await fetch(`${platform.apiUrl}${workspace.versionPath}/knowledge`, {
      method: 'POST',
      headers: { cookie: cookieOf(workspace), 'content-type': 'application/json' },
      body: '{"prompt":"a\\u0000b","completion":"c\\ud800"}',
    })
    expect(withNul.status).toBe(400)
    expect(await withNul.json()).toMatchObject({ errors: { VALIDATION_FAILED: expect.stringMatching(/NUL/) } })
  })

  it('switches email two-factor on only with the password (defect 10)', async () => {
    const bare = await workspace.client.put('/users/me/two-factor', { enabled: true, method: 'email' })
    expect(bare.status).toBe(401)
    const wrong = await workspace.client.put('/users/me/two-factor', {
      enabled: true,
      method: 'email',
      password: 'nope',
    })
    expect(wrong.status).toBe(401)
    expect((await workspace.client.get<{ twoFactorEnabled: boolean }>('/users/me')).data.twoFactorEnabled).toBe(false)
  })

  it('closes the connection after a 413 and answers a huge query string in the envelope (defect 7)', async () => {
    const port = Number(new URL(platform.url).port)
    const tooLarge = await exchange(
      port,
      `POST /api${workspace.versionPath}/files HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${20 * 1024 * 1024}\r\nConnection: keep-alive\r\n\r\n${'a'.repeat(1024)}`,
    )
    expect(tooLarge.text).toMatch(/^HTTP\/1\.1 413/)
    expect(tooLarge.text).toContain('"PAYLOAD_TOO_LARGE"')
    expect(tooLarge.closed).toBe(true)

    const hugeQuery = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(`${platform.apiUrl}/health?q=${'x'.repeat(100 * 1024)}`, (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      call.on('error', reject)
      call.end()
    })
    expect(hugeQuery.status).toBe(431)
    expect(JSON.parse(hugeQuery.body)).toMatchObject({
      success: false,
      errors: { HEADERS_TOO_LARGE: expect.any(String) },
    })
  })
})
