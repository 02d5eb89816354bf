import { describe, expect, it } from 'vitest'
import { registerVersionContent, versionContentModules } from './project-content-registry.ts'

describe('version content registry', () => {
  it('keeps modules in registration order and replaces a module registered again under its name', async () => {
    const before = versionContentModules().length
    registerVersionContent({ name: 'test-a', deleteAllForVersion: async () => 1, copyVersion: async () => 1 })
    registerVersionContent({ name: 'test-b', deleteAllForVersion: async () => 2, copyVersion: async () => 2 })
    registerVersionContent({ name: 'test-a', deleteAllForVersion: async () => 3, copyVersion: async () => 3 })
    const added = versionContentModules().slice(before)
    expect(added.map((module) => module.name)).toEqual(['test-a', 'test-b'])
    const key = { organizationId: 'o', projectId: 'p', versionId: 'v' }
    expect(await added[0]?.deleteAllForVersion(key)).toBe(3)
  })
})
