import { describe, expect, it, vi } from 'vitest'
import { hasIdentifiers, withIdentifiers } from './require-identifiers.ts'

describe('withIdentifiers', () => {
  it('calls through with the identifiers when all are present', async () => {
    const call = vi.fn(async ({ orgId, projectId }: { orgId: string; projectId: string }) => `${orgId}/${projectId}`)
    await expect(withIdentifiers({ orgId: 'o1', projectId: 'p1' }, call)).resolves.toBe('o1/p1')
    expect(call).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
  ])('returns null without calling when an identifier is %s', async (_label, missing) => {
    const call = vi.fn(async () => 'sent')
    await expect(withIdentifiers({ orgId: 'o1', versionId: missing }, call)).resolves.toBeNull()
    expect(call).not.toHaveBeenCalled()
  })
})

describe('hasIdentifiers', () => {
  it('is true only when every identifier is a non-empty string', () => {
    expect(hasIdentifiers({ orgId: 'o1' })).toBe(true)
    expect(hasIdentifiers({ orgId: 'o1', projectId: undefined })).toBe(false)
    expect(hasIdentifiers({})).toBe(true)
  })
})
