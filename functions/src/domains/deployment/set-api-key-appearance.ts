import { deploymentMessages, type WidgetAppearance } from '@platform/shared/contracts/deployment'
import type { VersionKey } from '../../data/version-scope.ts'
import { toApiKey, updateApiKeySettings } from './api-key-records.ts'

/**
 * Only what the owner set: blank texts and an empty question list are left out, so the widget falls back to the
 * embed code (then its defaults) for them instead of showing an empty title or welcome.
 */
export function storedAppearanceOf(appearance: WidgetAppearance): WidgetAppearance {
  return Object.fromEntries(
    Object.entries(appearance).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : Boolean(value))),
  ) as WidgetAppearance
}

/**
 * `PUT /models/api-keys/{keyId}/appearance`: replaces how the widget looks for the key (issue 43 item 6). The key's
 * chat page carries it from the next page load (show-embed-chat-page.ts); an empty appearance clears it.
 *
 * @example
 * await setApiKeyAppearance({ ...version, keyId: 'emb_123' }, { welcomeMessage: 'Hi! Ask me about parcels.' })
 */
export async function setApiKeyAppearance(key: VersionKey & { keyId: string }, appearance: WidgetAppearance) {
  const record = await updateApiKeySettings(key, key.keyId, { appearance: storedAppearanceOf(appearance) })
  return { apiKey: toApiKey(record), message: deploymentMessages.appearanceUpdated }
}
