import type { OrganizationRole } from '@platform/shared/contracts/access'

export const roleLabels: Record<OrganizationRole, string> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' }

/** What each role may do, from the shared access contract, shown where roles are chosen. */
export const roleDescriptions: Record<OrganizationRole, string> = {
  admin: 'Everything, including organization settings, members, invitations and billing.',
  editor: 'Creates projects and edits, trains, tests and deploys them.',
  viewer: 'Reads projects; changes nothing.',
}

export const roleOptions = (['admin', 'editor', 'viewer'] as const).map((role) => ({
  value: role,
  label: roleLabels[role],
  description: roleDescriptions[role],
}))
