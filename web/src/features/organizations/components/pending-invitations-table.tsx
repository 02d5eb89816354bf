import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Header from '@cloudscape-design/components/header'
import Table from '@cloudscape-design/components/table'
import { useFollow } from '../../../components/router-link.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { useCancelInvitation } from '../api/cancel-invitation.ts'
import { usePendingInvitations } from '../api/list-pending-invitations.ts'
import { roleLabels } from './role-labels.ts'

/** Invitations not yet accepted; cancelling one makes its emailed link stop working. */
export function PendingInvitationsTable({ organizationId }: { organizationId: string }) {
  const invitations = usePendingInvitations(organizationId)
  const cancelInvitation = useCancelInvitation(organizationId)
  const follow = useFollow()

  function cancel(email: string) {
    cancelInvitation.mutate({ email }, { onSuccess: () => toast.success(`Invite cancelled for ${email}.`) })
  }

  const items = invitations.data ?? []
  return (
    <Table
      items={items}
      trackBy="email"
      variant="full-page"
      loading={invitations.isPending}
      loadingText="Loading invitations"
      header={
        <Header
          variant="h1"
          counter={invitations.data ? `(${items.length})` : undefined}
          description="Invitations sent and not yet accepted."
          actions={
            <Button variant="primary" href="/orgs/settings/users/invite/" onFollow={follow}>
              Invite users
            </Button>
          }
        >
          Pending invitations
        </Header>
      }
      columnDefinitions={[
        { id: 'email', header: 'Email', isRowHeader: true, cell: (invitation) => invitation.email },
        { id: 'role', header: 'Role', cell: (invitation) => roleLabels[invitation.roleName] },
        { id: 'invitedBy', header: 'Invited by', cell: (invitation) => invitation.invitedBy },
        { id: 'invitedAt', header: 'Invited', cell: (invitation) => formatDate(invitation.invitedAt) },
        { id: 'expiresAt', header: 'Expires', cell: (invitation) => formatDate(invitation.expiresAt) },
        {
          id: 'actions',
          header: 'Actions',
          cell: (invitation) => (
            <Button
              variant="inline-link"
              ariaLabel={`Cancel invitation for ${invitation.email}`}
              loading={cancelInvitation.isPending && cancelInvitation.variables?.email === invitation.email}
              onClick={() => cancel(invitation.email)}
            >
              Cancel invitation
            </Button>
          ),
        },
      ]}
      empty={
        <Box textAlign="center" color="inherit">
          {invitations.data === null
            ? 'Invitations could not be loaded. Reload the page to try again.'
            : 'No pending invitations.'}
        </Box>
      }
    />
  )
}
