import { PendingInvitationsTable } from './pending-invitations-table.tsx'
import { RequireOrganizationAdmin } from './require-organization-admin.tsx'

export function PendingInvitationsPage() {
  return (
    <RequireOrganizationAdmin>
      {(organizationId) => <PendingInvitationsTable organizationId={organizationId} />}
    </RequireOrganizationAdmin>
  )
}
