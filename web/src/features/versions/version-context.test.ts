import type { Project } from '@platform/shared/contracts/projects'
import { describe, expect, it } from 'vitest'
import { frozenReasonSentence, readOnlyReason, versionContextOf } from './version-context.ts'

const project: Project = {
  id: 'project-1',
  organizationId: 'org-1',
  name: 'Helpdesk',
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'user-1',
  access: 'write',
  latestVersionId: 'version-2',
  versions: [
    {
      id: 'version-2',
      name: 'v2',
      number: 2,
      frozen: true,
      frozenReason: 'Deployed',
      copiedFromVersionId: 'version-1',
      createdAt: '2026-01-02T00:00:00.000Z',
    },
    {
      id: 'version-1',
      name: 'v1',
      number: 1,
      frozen: false,
      frozenReason: null,
      copiedFromVersionId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
}

describe('versionContextOf', () => {
  it('gives every identifier of the chosen version', () => {
    expect(versionContextOf(project, 'version-1')).toMatchObject({
      scope: { organizationId: 'org-1', projectId: 'project-1', versionId: 'version-1' },
      editable: true,
    })
  })

  it('is read-only on a frozen version and for readers', () => {
    expect(versionContextOf(project, 'version-2')?.editable).toBe(false)
    expect(versionContextOf({ ...project, access: 'read' }, 'version-1')?.editable).toBe(false)
  })

  it('has nothing while the chosen version is not in the project', () => {
    expect(versionContextOf(project, null)).toBeNull()
    expect(versionContextOf(project, 'version-9')).toBeNull()
  })
})

describe('readOnlyReason', () => {
  it('says why content cannot change', () => {
    const [frozen, editable] = project.versions
    expect(readOnlyReason({ project, version: frozen! })).toContain('v2 is frozen')
    expect(readOnlyReason({ project: { ...project, access: 'read' }, version: editable! })).toContain('read access')
    expect(readOnlyReason({ project, version: editable! })).toBeNull()
  })
})

describe('frozenReasonSentence', () => {
  it('ends the recorded reason with a full stop once, and says something when none was recorded', () => {
    expect(frozenReasonSentence('API key "Website" serves a model trained on this version')).toBe(
      'API key "Website" serves a model trained on this version.',
    )
    expect(frozenReasonSentence('Deployed.')).toBe('Deployed.')
    expect(frozenReasonSentence(null)).toBe('Its content is kept as it was deployed.')
    expect(frozenReasonSentence('  ')).toBe('Its content is kept as it was deployed.')
  })
})
