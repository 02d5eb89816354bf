import { createHmac } from 'node:crypto'

/** On your server: the userHash the widget sends for a signed-in user, keyed with the API key's secret. */
export function userHashOf(identifier, secret) {
  return createHmac('sha256', secret).update(identifier).digest('hex')
}
