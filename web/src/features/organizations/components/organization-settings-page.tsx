import { OrganizationOverview } from '../../features/organizations/components/organization-overview.tsx'
import { RequireOrganizationAdmin } from '../../features/organizations/components/require-organization-admin.tsx'

export function OrganizationSettingsPage() {
  return <RequireOrganizationAdmin>{() => <OrganizationOverview />}</RequireOrganizationAdmin>
}
