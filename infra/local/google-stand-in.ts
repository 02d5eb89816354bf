import type { IncomingMessage, ServerResponse } from 'node:http'

/** Where the gateway serves the stand-in for Google's OpenID user info endpoint. */
export const googleUserInfoStandInPath = '/local/google/userinfo'

const tokenPrefix = 'stand-in.'

/**
 * The access token the console's local Google stand-in hands over: it names the person, as Google's popup would
 * after they chose an account. Only the local gateway reads it; deployed stacks ask Google.
 *
 * @example standInAccessToken({ email: 'grace@example.com', name: 'Grace Hopper' })
 */
export function standInAccessToken(person: { email: string; name: string }): string {
  return `${tokenPrefix}${Buffer.from(JSON.stringify(person)).toString('base64url')}`
}

function personOf(token: string): { email: string; name: string } | null {
  if (!token.startsWith(tokenPrefix)) return null
  try {
    const person = JSON.parse(Buffer.from(token.slice(tokenPrefix.length), 'base64url').toString('utf8'))
    return typeof person.email === 'string' && typeof person.name === 'string' ? person : null
  } catch {
    return null
  }
}

/** Answers as Google's user info endpoint does: the verified person for a stand-in token, 401 for anything else. */
export function serveGoogleUserInfo(request: IncomingMessage, response: ServerResponse): void {
  const person = personOf((request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''))
  if (!person) {
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_token"}')
    return
  }
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify({ sub: `stand-in-${person.email}`, email: person.email, email_verified: true, name: person.name }),
  )
}
