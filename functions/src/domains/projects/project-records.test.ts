import { describe, expect, it } from 'vitest'
import { effectiveProjectAccess } from './project-members.ts'
import {
  displayName,
  normalizedProjectName,
  projectNameGuardValue,
  sortVersionsLatestFirst,
  versionNameGuardValue,
} from './project-records.ts'

describe('project and version names', () => {
  it('compare without case or extra spaces, scoped to their organization or project', () => {
    expect(normalizedProjectName('  Help   Centre ')).toBe('help centre')
    expect(displayName('  Help   Centre ')).toBe('Help Centre')
    expect(projectNameGuardValue('org-1', 'Help Centre')).toBe(projectNameGuardValue('org-1', 'help  CENTRE'))
    expect(projectNameGuardValue('org-1', 'Help')).not.toBe(projectNameGuardValue('org-2', 'Help'))
    expect(versionNameGuardValue({ organizationId: 'o', projectId: 'p' }, 'Launch')).toBe('o/p/launch')
  })

  it('order versions latest first by number', () => {
    const versions = [{ number: 1 }, { number: 3 }, { number: 2 }]
    expect(sortVersionsLatestFirst(versions).map((version) => version.number)).toEqual([3, 2, 1])
    expect(versions.map((version) => version.number)).toEqual([1, 3, 2])
  })
})

describe('effectiveProjectAccess', () => {
  it('lets admins manage whatever a grant says, and lets grants override the role default', () => {
    expect(effectiveProjectAccess('admin', 'none')).toBe('manage')
    expect(effectiveProjectAccess('editor', undefined)).toBe('write')
    expect(effectiveProjectAccess('viewer', undefined)).toBe('read')
    expect(effectiveProjectAccess('editor', 'none')).toBe('none')
    expect(effectiveProjectAccess('viewer', 'manage')).toBe('manage')
  })
})
