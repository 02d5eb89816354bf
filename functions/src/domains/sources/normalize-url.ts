import { createHash } from 'node:crypto'

/** Query parameters that only track where a visitor came from; the same page without them is the same page. */
const trackingParameters = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_hsenc|_hsmi|ref_src)$/i

/**
 * The one spelling of a link the platform stores: fragment dropped (it never changes what a server sends),
 * tracking parameters dropped, scheme and host lower-cased and default ports removed (done by `URL`).
 *
 * @example normalizeUrl('HTTPS://Docs.Example.com:443/guide?utm_source=x#setup') // 'https://docs.example.com/guide'
 */
export function normalizeUrl(raw: string): string {
  const url = new URL(raw.trim())
  url.hash = ''
  for (const name of [...url.searchParams.keys()]) {
    if (trackingParameters.test(name)) url.searchParams.delete(name)
  }
  return url.toString()
}

/** A fixed-length id for a normalized link (links can be longer than a key should be). */
export function urlIdOf(normalizedUrl: string): string {
  return createHash('sha256').update(normalizedUrl).digest('hex').slice(0, 32)
}
