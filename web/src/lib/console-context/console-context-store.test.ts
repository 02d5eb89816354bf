import { describe, expect, it } from 'vitest'
import { profileFixture } from '../../testing/profile-fixture.ts'
import { consoleContextStorageKey, createConsoleContextStore, type KeyValueStorage } from './console-context-store.ts'

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

const user = profileFixture
const acme = { id: 'org-1', name: 'Acme' }
const globex = { id: 'org-2', name: 'Globex' }
const helpdesk = { id: 'project-1', versions: [{ id: 'version-1' }, { id: 'version-2' }] }

function storeWithSelection() {
  const store = createConsoleContextStore(memoryStorage())
  store.selectOrganization(acme)
  store.setOrganizationRole({ organizationId: 'org-1', roleName: 'admin' })
  store.selectProject(helpdesk)
  store.selectVersion({ id: 'version-2' })
  return store
}

describe('createConsoleContextStore', () => {
  it('starts empty, loading the user, with the aside open', () => {
    expect(createConsoleContextStore().getSnapshot()).toMatchObject({
      user: null,
      loadingUser: true,
      orgId: null,
      asideOpen: true,
    })
  })

  it('switching organization clears project, version and role', () => {
    const store = storeWithSelection()
    store.selectOrganization(globex)
    expect(store.getSnapshot()).toMatchObject({
      org: globex,
      orgId: 'org-2',
      orgRole: null,
      project: null,
      projectId: null,
      version: null,
      versionId: null,
    })
  })

  it('refreshing the same organization keeps the selection below it', () => {
    const store = storeWithSelection()
    store.selectOrganization({ ...acme, name: 'Acme Inc.' })
    expect(store.getSnapshot()).toMatchObject({
      org: { name: 'Acme Inc.' },
      projectId: 'project-1',
      versionId: 'version-2',
    })
  })

  it('switching project clears the version', () => {
    const store = storeWithSelection()
    store.selectProject({ id: 'project-2', versions: [] })
    expect(store.getSnapshot()).toMatchObject({
      projectId: 'project-2',
      version: null,
      versionId: null,
      orgId: 'org-1',
    })
  })

  it('persists identifiers and preferences, never the profile', () => {
    const storage = memoryStorage()
    const store = createConsoleContextStore(storage)
    store.setUser(user)
    store.selectOrganization(acme)
    store.selectProject(helpdesk)
    store.selectVersion({ id: 'version-1' })
    store.setAsideOpen(false)
    store.setTwoFaPage(true)
    expect(JSON.parse(storage.values.get(consoleContextStorageKey)!)).toEqual({
      twoFaPage: true,
      orgId: 'org-1',
      projectId: 'project-1',
      versionId: 'version-1',
      asideOpen: false,
    })

    const reloaded = createConsoleContextStore(storage).getSnapshot()
    expect(reloaded).toMatchObject({ orgId: 'org-1', projectId: 'project-1', versionId: 'version-1', asideOpen: false })
    expect(reloaded.user).toBeNull()
    expect(reloaded.org).toBeNull()
  })

  it('starts fresh from unreadable or malformed storage', () => {
    const broken = memoryStorage({ [consoleContextStorageKey]: '{not json' })
    expect(createConsoleContextStore(broken).getSnapshot().orgId).toBeNull()
    const wrongTypes = memoryStorage({ [consoleContextStorageKey]: JSON.stringify({ orgId: 42, asideOpen: 'no' }) })
    expect(createConsoleContextStore(wrongTypes).getSnapshot()).toMatchObject({ orgId: null, asideOpen: true })
  })

  it('keeps working when storage refuses writes', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const store = createConsoleContextStore(storage)
    store.selectOrganization(acme)
    expect(store.getSnapshot().orgId).toBe('org-1')
  })

  it('signing out forgets the user and fetched objects but keeps the chosen identifiers', () => {
    const store = storeWithSelection()
    store.setUser(user)
    store.setTwoFaPage(true)
    store.setAsideOpen(false)
    store.signOut()
    expect(store.getSnapshot()).toEqual({
      user: null,
      loadingUser: false,
      twoFaPage: false,
      org: null,
      orgId: 'org-1',
      orgRole: null,
      project: null,
      projectId: 'project-1',
      version: null,
      versionId: 'version-2',
      asideOpen: false,
    })
  })

  it('setting the user ends loading', () => {
    const store = createConsoleContextStore()
    store.setUser(user)
    expect(store.getSnapshot()).toMatchObject({ user, loadingUser: false })
  })
})
