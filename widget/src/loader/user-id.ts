export const userIdStorageKey = 'assistant-widget-user-id'

const base36 = '0123456789abcdefghijklmnopqrstuvwxyz'

/** Eight base-36 characters from the browser's cryptographic generator (Math.random's ids can be predicted). */
function randomPart(): string {
  let part = ''
  while (part.length < 8) {
    // 252 is the largest multiple of 36 below 256: larger bytes are drawn again, so every character is as likely.
    for (const byte of crypto.getRandomValues(new Uint8Array(16)))
      if (byte < 252 && part.length < 8) part += base36[byte % 36]
  }
  return part
}

/** Spec section 9: a UTC timestamp plus random base-36 parts, e.g. `20261123T125300Z-k3j2h1a9-9zx8c7q1`. */
export function generateUserId(now: Date = new Date()): string {
  const timestamp = now.toISOString().replace(/[-:]|\.\d+/g, '')
  return `${timestamp}-${randomPart()}-${randomPart()}`
}

/**
 * The id the chat provider knows the visitor by: the host page's own id when it gives a non-blank one (spec
 * section 5: a blank id is ignored), else one generated once and kept in local storage so a reload finds the
 * visitor's sessions again. Storage can be unavailable (privacy modes); the id then lasts for the page.
 */
export function resolveUserId(given: string | null, storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  if (given && given.trim() !== '') return given.trim()
  try {
    const stored = storage?.getItem(userIdStorageKey)
    if (stored && stored.trim() !== '') return stored
    const generated = generateUserId()
    storage?.setItem(userIdStorageKey, generated)
    return generated
  } catch {
    return generateUserId()
  }
}
