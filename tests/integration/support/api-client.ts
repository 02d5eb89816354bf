import type { StoredEmail } from '../../support/mailbox.ts'

/**
 * A small browser stand-in for integration tests: keeps cookies like a browser would and speaks the
 * envelope, so tests read like a user's journey through the API.
 */
export interface ApiAnswer<T = unknown> {
  status: number
  body: { success: true; data: T } | { success: false; errors: Record<string, string> }
  data: T
  errorCodes: string[]
  setCookies: string[]
}

export function createApiClient(apiUrl: string) {
  const cookies = new Map<string, string>()
  async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const setCookies = response.headers.getSetCookie()
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';')
      const [name = '', ...valueParts] = pair.split('=')
      const value = valueParts.join('=')
      if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0') || value === '')
        cookies.delete(name.trim())
      else cookies.set(name.trim(), value)
    }
    const parsed = (await response.json()) as ApiAnswer<T>['body']
    return {
      status: response.status,
      body: parsed,
      data: (parsed.success ? parsed.data : undefined) as T,
      errorCodes: parsed.success ? [] : Object.keys(parsed.errors),
      setCookies,
    }
  }
  return {
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    put: <T = unknown>(path: string, body?: unknown) => call<T>('PUT', path, body ?? {}),
    delete: <T = unknown>(path: string) => call<T>('DELETE', path),
    cookies,
  }
}

export function invitationTokenFrom(email: StoredEmail): string {
  const token = /token=([A-Za-z0-9_-]+)/.exec(email.body.text ?? '')?.[1]
  if (!token) throw new Error('No invitation link in the email')
  return decodeURIComponent(token)
}
