import type { KeyValueStorage } from '../../lib/console-context/console-context-store.ts'

export type ConsentChoice = 'accepted' | 'rejected'

export const consentStorageKey = 'cookie-consent'

/** Spec section 9: the consent choice is stored locally. No choice yet means the dialog shows. */
export function readConsent(storage: KeyValueStorage | undefined): ConsentChoice | null {
  try {
    const value = storage?.getItem(consentStorageKey)
    return value === 'accepted' || value === 'rejected' ? value : null
  } catch {
    return null
  }
}

export function writeConsent(storage: KeyValueStorage | undefined, choice: ConsentChoice): void {
  try {
    storage?.setItem(consentStorageKey, choice)
  } catch {
    // Without storage the choice holds for this visit only; the dialog returns on the next one.
  }
}
