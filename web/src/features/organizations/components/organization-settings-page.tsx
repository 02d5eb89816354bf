import { OrganizationOverview } from './organization-overview.tsx'
import { RequireOrganizationAdmin } from './require-organization-admin.tsx'

export function OrganizationSettingsPage() {
  return <RequireOrganizationAdmin>{() => <OrganizationOverview />}</RequireOrganizationAdmin>
}
