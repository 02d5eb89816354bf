import { PendingInvitationsTable } from '../../features/organizations/components/pending-invitations-table.tsx'
import { RequireOrganizationAdmin } from '../../features/organizations/components/require-organization-admin.tsx'

export function PendingInvitationsPage() {
  return (
    <RequireOrganizationAdmin>
      {(organizationId) => <PendingInvitationsTable organizationId={organizationId} />}
    </RequireOrganizationAdmin>
  )
}
