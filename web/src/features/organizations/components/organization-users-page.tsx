import { MembersTable } from '../../features/organizations/components/members-table.tsx'
import { RequireOrganizationAdmin } from '../../features/organizations/components/require-organization-admin.tsx'

export function OrganizationUsersPage() {
  return (
    <RequireOrganizationAdmin>
      {(organizationId) => <MembersTable organizationId={organizationId} />}
    </RequireOrganizationAdmin>
  )
}
