import type { Project, VersionSummary } from '@platform/shared/contracts/projects'
import { describe, expect, it } from 'vitest'
import { createConsoleContextStore } from '../../lib/console-context/console-context-store.ts'
import { chooseProject, latestVersionOf, refreshSelectedProject, versionToSelect } from './project-selection.ts'

function version(id: string, number: number): VersionSummary {
  return {
    id,
    name: `v${number}`,
    number,
    frozen: false,
    frozenReason: null,
    copiedFromVersionId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

function project(id: string, versions: VersionSummary[], latestVersionId = versions[0]?.id ?? ''): Project {
  return {
    id,
    organizationId: 'org-1',
    name: `Project ${id}`,
    description: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'user-1',
    access: 'manage',
    versions,
    latestVersionId,
  }
}

const helpdesk = project('project-1', [version('version-3', 3), version('version-2', 2), version('version-1', 1)])
const billing = project('project-2', [version('version-9', 1)])

function storeInOrganization() {
  const store = createConsoleContextStore()
  store.selectOrganization({ id: 'org-1', name: 'Acme' })
  return store
}

describe('latestVersionOf', () => {
  it('takes the version the API names as latest', () => {
    expect(latestVersionOf({ ...helpdesk, latestVersionId: 'version-2' })?.id).toBe('version-2')
  })

  it('falls back to the first of the latest-first list', () => {
    expect(latestVersionOf({ ...helpdesk, latestVersionId: 'missing' })?.id).toBe('version-3')
  })
})

describe('versionToSelect', () => {
  it('keeps a chosen version the project still has', () => {
    expect(versionToSelect(helpdesk, 'version-1')?.id).toBe('version-1')
  })

  it('selects the latest when nothing was chosen or the choice is gone', () => {
    expect(versionToSelect(helpdesk, null)?.id).toBe('version-3')
    expect(versionToSelect(helpdesk, 'deleted')?.id).toBe('version-3')
  })
})

describe('chooseProject', () => {
  it('switching project selects its latest version (spec section 4)', () => {
    const store = storeInOrganization()
    chooseProject(store, helpdesk)
    store.selectVersion(version('version-1', 1))
    chooseProject(store, billing)
    expect(store.getSnapshot()).toMatchObject({ projectId: 'project-2', versionId: 'version-9', orgId: 'org-1' })
  })

  it('choosing the selected project again keeps the version in use', () => {
    const store = storeInOrganization()
    chooseProject(store, helpdesk)
    store.selectVersion(version('version-1', 1))
    chooseProject(store, helpdesk)
    expect(store.getSnapshot().versionId).toBe('version-1')
  })
})

describe('refreshSelectedProject', () => {
  it('fills in the objects behind identifiers restored from storage', () => {
    const store = storeInOrganization()
    store.selectProject({ id: 'project-1', versions: [] })
    store.selectVersion({ id: 'version-2' })
    refreshSelectedProject(store, helpdesk)
    expect(store.getSnapshot()).toMatchObject({
      project: { name: 'Project project-1' },
      versionId: 'version-2',
      version: { name: 'v2' },
    })
  })

  it('moves to the latest version when the chosen one no longer exists', () => {
    const store = storeInOrganization()
    store.selectProject({ id: 'project-1', versions: [] })
    store.selectVersion({ id: 'gone' })
    refreshSelectedProject(store, helpdesk)
    expect(store.getSnapshot().versionId).toBe('version-3')
  })

  it('ignores an answer for a project that is no longer selected', () => {
    const store = storeInOrganization()
    chooseProject(store, billing)
    refreshSelectedProject(store, helpdesk)
    expect(store.getSnapshot()).toMatchObject({ projectId: 'project-2', versionId: 'version-9' })
  })
})
