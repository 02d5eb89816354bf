/**
 * Whether a browser Origin (`https://shop.example.com:8443`) matches a key's allowed domains. A pattern is an exact
 * host (`shop.example.com`, any port; `localhost:5173`, that port only) or `*.example.com`, which matches every
 * subdomain at any depth but not `example.com` itself (list both to allow both). A missing or opaque (`null`)
 * Origin never matches: the embed service is for pages; servers use the secret.
 *
 * @example
 * isOriginAllowed('https://help.example.com', ['*.example.com']) // true
 * isOriginAllowed('https://example.com.evil.io', ['example.com']) // false
 */
export function isOriginAllowed(origin: string | undefined, allowedDomains: readonly string[]): boolean {
  if (!origin || origin === 'null') return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  const hostname = url.hostname.toLowerCase()
  const host = url.host.toLowerCase()
  return allowedDomains.some((pattern) => {
    const domain = pattern.toLowerCase()
    if (domain.startsWith('*.')) {
      const parent = domain.slice(2)
      const [parentHost, parentPort] = parent.split(':')
      const target = parentPort === undefined ? hostname : host
      const suffix = parentPort === undefined ? `.${parentHost}` : `.${parent}`
      return target.endsWith(suffix) && target.length > suffix.length
    }
    return domain.includes(':') ? host === domain : hostname === domain
  })
}
