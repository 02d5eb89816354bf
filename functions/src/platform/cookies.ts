/** Cookie name carrying the session token. */
export const sessionCookieName = 'session'

export interface CookieOptions {
  maxAgeSeconds?: number
  /** False only for plain-http local mode; browsers drop Secure cookies over http except on localhost. */
  secure: boolean
  httpOnly?: boolean
  sameSite?: 'Strict' | 'Lax' | 'None'
  path?: string
}

/** Reads cookies from API Gateway's v2 `cookies` array (HTTP API splits the Cookie header into it). */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const separator = part.indexOf('=')
      if (separator === -1) continue
      if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim())
    }
  }
  return undefined
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`)
  if (options.httpOnly ?? true) parts.push('HttpOnly')
  if (options.secure) parts.push('Secure')
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  return parts.join('; ')
}

export function expiredCookie(name: string, options: Pick<CookieOptions, 'secure'>): string {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 })
}
