import { describe, expect, it, vi } from 'vitest'
import { generateUserId, resolveUserId, userIdStorageKey } from './user-id.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('generateUserId', () => {
  it('is a UTC timestamp plus two random base-36 parts', () => {
    const id = generateUserId(new Date('2026-11-23T12:53:20.123Z'))
    expect(id).toMatch(/^20261123T125320Z-[0-9a-z]{8}-[0-9a-z]{8}$/)
    expect(generateUserId()).not.toBe(generateUserId())
  })

  it('draws its random parts from the cryptographic generator, not Math.random (issue 38)', () => {
    const mathRandom = vi.spyOn(Math, 'random')
    const cryptoRandom = vi.spyOn(crypto, 'getRandomValues')
    try {
      expect(generateUserId()).toMatch(/-[0-9a-z]{8}-[0-9a-z]{8}$/)
      expect(mathRandom).not.toHaveBeenCalled()
      expect(cryptoRandom).toHaveBeenCalled()
    } finally {
      mathRandom.mockRestore()
      cryptoRandom.mockRestore()
    }
  })
})

describe('resolveUserId', () => {
  it('uses the host page id when it is not blank', () => {
    const storage = memoryStorage()
    expect(resolveUserId(' customer-42 ', storage)).toBe('customer-42')
    expect(storage.values.size).toBe(0)
  })

  it('generates an id once and keeps it in local storage', () => {
    const storage = memoryStorage()
    const first = resolveUserId(null, storage)
    expect(storage.values.get(userIdStorageKey)).toBe(first)
    expect(resolveUserId('   ', storage)).toBe(first)
  })

  it('still works without storage', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => undefined,
    }
    expect(resolveUserId(null, failing)).toMatch(/^\d{8}T\d{6}Z-/)
    expect(resolveUserId(null, null)).toMatch(/^\d{8}T\d{6}Z-/)
  })
})
