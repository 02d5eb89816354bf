import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Header from '@cloudscape-design/components/header'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Table from '@cloudscape-design/components/table'
import type { OrganizationRole } from '@platform/shared/contracts/access'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useFollow } from '../../../components/router-link.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore, useConsoleContext } from '../../../lib/console-context/use-console-context.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { useChangeMemberRole } from '../api/change-member-role.ts'
import { useOrganizationMembers } from '../api/list-organization-members.ts'
import { type Member, RemoveMemberModal } from './remove-member-modal.tsx'
import { roleLabels, roleOptions } from './role-labels.ts'

/**
 * The organization's members. Admins change a role from the row's select and remove people after confirming;
 * refusals such as removing or demoting the last admin (LAST_ADMIN) are toasted with the API's message.
 */
export function MembersTable({ organizationId }: { organizationId: string }) {
  const members = useOrganizationMembers(organizationId)
  const changeRole = useChangeMemberRole(organizationId)
  const currentUserId = useConsoleContext((context) => context.user?.id)
  const [removing, setRemoving] = useState<Member | null>(null)
  const follow = useFollow()
  const navigate = useNavigate()

  function updateRole(member: Member, role: OrganizationRole) {
    if (role === member.roleName) return
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => {
          toast.success(`User role updated: ${member.name} is now ${roleLabels[role].toLowerCase()}.`)
          // Demoting yourself ends your admin pages; the session guard moves you on with the new role.
          if (member.userId === currentUserId) {
            consoleContextStore.setOrganizationRole({ organizationId, roleName: role })
          }
        },
      },
    )
  }

  function removed(member: Member) {
    setRemoving(null)
    if (member.userId !== currentUserId) return
    // Having left the organization, nothing of it is reachable any more.
    consoleContextStore.selectOrganization(null)
    void navigate('/orgs/', { replace: true })
  }

  const items = members.data ?? []
  return (
    <>
      <Table
        items={items}
        trackBy="userId"
        variant="full-page"
        loading={members.isPending}
        loadingText="Loading members"
        header={
          <Header
            variant="h1"
            counter={members.data ? `(${items.length})` : undefined}
            description="Members of the organization and their roles."
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button href="/orgs/settings/users/pending-invitations/" onFollow={follow}>
                  Pending invitations
                </Button>
                <Button variant="primary" href="/orgs/settings/users/invite/" onFollow={follow}>
                  Invite users
                </Button>
              </SpaceBetween>
            }
          >
            Users
          </Header>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            isRowHeader: true,
            cell: (member) => (member.userId === currentUserId ? `${member.name} (you)` : member.name),
          },
          { id: 'email', header: 'Email', cell: (member) => member.email },
          {
            id: 'role',
            header: 'Role',
            minWidth: 160,
            cell: (member) => (
              <Select
                ariaLabel={`Role of ${member.name}`}
                selectedOption={roleOptions.find((option) => option.value === member.roleName) ?? null}
                options={roleOptions}
                disabled={changeRole.isPending && changeRole.variables?.userId === member.userId}
                onChange={({ detail }) => updateRole(member, detail.selectedOption.value as OrganizationRole)}
                expandToViewport
              />
            ),
          },
          { id: 'joined', header: 'Joined', cell: (member) => formatDate(member.joinedAt) },
          {
            id: 'actions',
            header: 'Actions',
            cell: (member) => (
              <Button variant="inline-link" ariaLabel={`Remove ${member.name}`} onClick={() => setRemoving(member)}>
                Remove
              </Button>
            ),
          },
        ]}
        empty={
          <Box textAlign="center" color="inherit">
            {members.data === null ? 'Members could not be loaded. Reload the page to try again.' : 'No members.'}
          </Box>
        }
      />
      <RemoveMemberModal
        organizationId={organizationId}
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={removed}
      />
    </>
  )
}
