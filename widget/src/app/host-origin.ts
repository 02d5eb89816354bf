import { isOrigin } from '../protocol/validate-message.ts'

/** The loader names the host page's origin in the frame URL's fragment (`#host=...`); anything else is refused. */
export function hostOriginFrom(hash: string): string | null {
  const host = new URLSearchParams(hash.replace(/^#/, '')).get('host')
  return isOrigin(host) ? host : null
}
