import { MembersTable } from './members-table.tsx'
import { RequireOrganizationAdmin } from './require-organization-admin.tsx'

export function OrganizationUsersPage() {
  return (
    <RequireOrganizationAdmin>
      {(organizationId) => <MembersTable organizationId={organizationId} />}
    </RequireOrganizationAdmin>
  )
}
