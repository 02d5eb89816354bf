import { describe, expect, it } from 'vitest'
import { consentStorageKey, readConsent, writeConsent } from './consent-storage.ts'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('cookie consent storage', () => {
  it('has no choice until one is made', () => {
    expect(readConsent(memoryStorage())).toBeNull()
    expect(readConsent(undefined)).toBeNull()
  })

  it.each(['accepted', 'rejected'] as const)('remembers %s', (choice) => {
    const storage = memoryStorage()
    writeConsent(storage, choice)
    expect(storage.values.get(consentStorageKey)).toBe(choice)
    expect(readConsent(storage)).toBe(choice)
  })

  it('ignores unknown stored values', () => {
    const storage = memoryStorage()
    storage.setItem(consentStorageKey, 'maybe')
    expect(readConsent(storage)).toBeNull()
  })

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => undefined,
    }
    expect(readConsent(throwing)).toBeNull()
    expect(() => writeConsent(throwing, 'accepted')).not.toThrow()
  })
})
