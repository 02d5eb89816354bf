import { atLeast, type ProjectAccess, projectAccessLevels } from '@platform/shared/contracts/access'

/** Labels and explanations of project access (the contract's meanings, in the console's words). */
export const projectAccessLabels: Record<ProjectAccess, string> = {
  manage: 'Manage',
  write: 'Write',
  read: 'Read',
  none: 'No access',
}

export const projectAccessDescriptions: Record<ProjectAccess, string> = {
  manage: 'Settings, access and deletion, and everything below',
  write: 'Content, training, test runs and API keys',
  read: 'Sees everything, changes nothing',
  none: 'The project is hidden from them',
}

export const projectAccessOptions = projectAccessLevels.map((access) => ({
  value: access,
  label: projectAccessLabels[access],
  description: projectAccessDescriptions[access],
}))

/** True when the user may change the version's content (its access is write or manage). */
export const canWrite = (access: ProjectAccess): boolean => atLeast(projectAccessLevels, access, 'write')

/** True when the user may open project settings, access and deletion. */
export const canManage = (access: ProjectAccess): boolean => access === 'manage'
