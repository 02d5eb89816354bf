/**
 * The browser security headers of every response, written once and applied by both modes: CloudFront response
 * headers policies in the cloud (`infra/cdk/web.ts`), the local gateway (`infra/local/gateway.ts`) and the API
 * pipeline (`functions/src/platform/http-handler.ts`), so what is tested locally is what ships.
 */

/** Google Identity Services, which the console loads for "Sign in with Google". */
const googleSignIn = 'https://accounts.google.com/gsi/'

/**
 * The console's Content Security Policy: scripts only from its own origin (the Vite build has no inline script,
 * so no nonce or hash is needed; a test checks the built page), never framed by anyone.
 */
export const consoleContentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${googleSignIn}client`,
  // Cloudscape and Google's button set style attributes at run time.
  `style-src 'self' 'unsafe-inline' ${googleSignIn}style`,
  // No remote images: one in an assistant's reply would report to its site who read the reply (issue 38).
  "img-src 'self' data: blob:",
  "font-src 'self'",
  `connect-src 'self' ${googleSignIn}`,
  // The widget preview frames the widget from this origin; Google's sign-in button is an iframe too.
  `frame-src 'self' ${googleSignIn}`,
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/** One year, with subdomains: sent only over HTTPS (the cloud), as browsers ignore it on plain HTTP anyway. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains'

const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

/** Headers of the console's pages and files: its CSP, and no framing (clickjacking). */
export const consoleHeaders: Record<string, string> = {
  ...common,
  'content-security-policy': consoleContentSecurityPolicy,
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

/**
 * Headers of pages that customers' sites frame (the widget under `/widget/`, the embed chat page under `/embed/`):
 * no frame-ancestors and no X-Frame-Options here; those pages set their own rules.
 */
export const embeddableHeaders: Record<string, string> = { ...common }

/** Headers of API answers: JSON that is never sniffed as HTML, never cached, never framed. */
export const apiHeaders: Record<string, string> = {
  ...common,
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
}

/** Path prefixes (outside the API) whose pages are meant to be framed by other sites. */
export const embeddablePathPrefixes = ['/widget/', '/widget', '/embed/', '/embed']

/** True for a non-API path served to other sites' frames (the widget and the embed chat page). */
export function isEmbeddablePath(pathname: string): boolean {
  return embeddablePathPrefixes.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix,
  )
}

/**
 * The headers for a non-API path, with HSTS when served over HTTPS.
 *
 * @example pageHeaders('/projects', { https: true })['content-security-policy'] // the console's policy
 */
export function pageHeaders(pathname: string, options: { https: boolean }): Record<string, string> {
  const headers = isEmbeddablePath(pathname) ? embeddableHeaders : consoleHeaders
  return options.https ? { ...headers, 'strict-transport-security': strictTransportSecurity } : { ...headers }
}

/** A stored allowed-domain pattern (`shop.example.com`, `localhost:5173`, `*.example.com`), checked again here. */
const allowedDomainPattern = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/

/**
 * The `frame-ancestors` sources of an API key's allowed domains, matching what the embed service's Origin check
 * accepts (`allowed-origins.ts`): either scheme, any port unless the pattern names one, `*.example.com` for every
 * subdomain. No domain (or none valid) gives `'none'`: nobody may frame the chat page.
 *
 * @example
 * frameAncestorsOf(['shop.example.com']) // "frame-ancestors https://shop.example.com:* http://shop.example.com:*"
 */
export function frameAncestorsOf(allowedDomains: readonly string[]): string {
  const sources = allowedDomains
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => allowedDomainPattern.test(domain))
    .flatMap((domain) => {
      const hostAndPort = domain.includes(':') ? domain : `${domain}:*`
      return [`https://${hostAndPort}`, `http://${hostAndPort}`]
    })
  return `frame-ancestors ${sources.length > 0 ? [...new Set(sources)].join(' ') : "'none'"}`
}

/**
 * Headers of the embed chat page served for one API key (`GET /api/embed/v1/chat-page/{embedId}`): the embeddable
 * headers plus a Content-Security-Policy whose `frame-ancestors` lists the key's allowed domains, so only those
 * sites can frame it. Built per request from the key as stored, so a change to the domains applies at once.
 */
export function chatPageHeaders(allowedDomains: readonly string[]): Record<string, string> {
  return { ...embeddableHeaders, 'content-security-policy': frameAncestorsOf(allowedDomains) }
}
