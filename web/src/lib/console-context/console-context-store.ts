import type { Profile } from '@platform/shared/contracts/users'

// Spec section 3 entities, reduced to what the shell reads. They move to shared contracts with their APIs.
export interface Organization {
  id: string
  name: string
  subscription?: { active: boolean; planId?: string | null }
}
export interface OrganizationRole {
  organizationId: string
  roleName: string
}
export interface Version {
  id: string
  name?: string
}
export interface Project {
  id: string
  name?: string
  versions: Version[]
}

/** Spec section 3 "Locally kept context", with the spec's names. */
export interface ConsoleContext {
  user: Profile | null
  loadingUser: boolean
  twoFaPage: boolean
  org: Organization | null
  orgId: string | null
  orgRole: OrganizationRole | null
  project: Project | null
  projectId: string | null
  version: Version | null
  versionId: string | null
  asideOpen: boolean
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const consoleContextStorageKey = 'console-context'

/**
 * Only identifiers and preferences survive a reload: the objects behind them are refetched, so a stale name or
 * role is never shown, and the profile is never written to storage.
 */
const persistedKeys = ['twoFaPage', 'orgId', 'projectId', 'versionId', 'asideOpen'] as const
type PersistedContext = Pick<ConsoleContext, (typeof persistedKeys)[number]>

const emptyContext: ConsoleContext = {
  user: null,
  loadingUser: true,
  twoFaPage: false,
  org: null,
  orgId: null,
  orgRole: null,
  project: null,
  projectId: null,
  version: null,
  versionId: null,
  asideOpen: true,
}

function readPersisted(storage: KeyValueStorage | undefined): Partial<PersistedContext> {
  try {
    const raw = storage?.getItem(consoleContextStorageKey)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (typeof parsed !== 'object' || parsed === null) return {}
    const record = parsed as Record<string, unknown>
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
    return {
      twoFaPage: record.twoFaPage === true,
      orgId: text(record.orgId),
      projectId: text(record.projectId),
      versionId: text(record.versionId),
      asideOpen: record.asideOpen !== false,
    }
  } catch {
    // Unreadable storage (private mode, corrupted value) means starting fresh, not failing to load the console.
    return {}
  }
}

/**
 * The console's locally kept context: a small external store for `useSyncExternalStore`.
 * Switching organization clears project and version; switching project clears version.
 *
 * @example
 * const store = createConsoleContextStore(window.localStorage)
 * store.selectOrganization({ id: 'org-1', name: 'Acme' })
 */
export function createConsoleContextStore(storage?: KeyValueStorage) {
  let state: ConsoleContext = { ...emptyContext, ...readPersisted(storage) }
  const listeners = new Set<() => void>()

  function update(change: Partial<ConsoleContext>) {
    const next = { ...state, ...change }
    const persistedChanged = persistedKeys.some((key) => next[key] !== state[key])
    state = next
    if (persistedChanged) {
      const persisted = Object.fromEntries(persistedKeys.map((key) => [key, next[key]]))
      try {
        storage?.setItem(consoleContextStorageKey, JSON.stringify(persisted))
      } catch {
        // A full or blocked storage only costs the selection on reload.
      }
    }
    for (const listener of listeners) listener()
  }

  const clearedProject = { project: null, projectId: null, version: null, versionId: null }

  return {
    getSnapshot: (): ConsoleContext => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setUser: (user: Profile | null) => update({ user, loadingUser: false }),
    setLoadingUser: (loadingUser: boolean) => update({ loadingUser }),
    setTwoFaPage: (twoFaPage: boolean) => update({ twoFaPage }),
    selectOrganization(org: Organization | null) {
      const orgId = org?.id ?? null
      if (orgId === state.orgId) return update({ org })
      update({ org, orgId, orgRole: null, ...clearedProject })
    },
    setOrganizationRole: (orgRole: OrganizationRole | null) => update({ orgRole }),
    selectProject(project: Project | null) {
      const projectId = project?.id ?? null
      if (projectId === state.projectId) return update({ project })
      update({ project, projectId, version: null, versionId: null })
    },
    selectVersion: (version: Version | null) => update({ version, versionId: version?.id ?? null }),
    setAsideOpen: (asideOpen: boolean) => update({ asideOpen }),
    /**
     * Logout or session expiry: forget the user and everything fetched for them. The chosen identifiers stay,
     * so logging back in returns to the same organization (spec section 2); a different user whose list lacks
     * that organization has the selection cleared when the list loads (spec section 4).
     */
    signOut: () =>
      update({
        ...emptyContext,
        loadingUser: false,
        orgId: state.orgId,
        projectId: state.projectId,
        versionId: state.versionId,
        asideOpen: state.asideOpen,
      }),
  }
}

export type ConsoleContextStore = ReturnType<typeof createConsoleContextStore>
