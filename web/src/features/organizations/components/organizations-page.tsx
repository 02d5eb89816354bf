import { OrganizationList } from '../../features/organizations/components/organization-list.tsx'
import { SubscriptionRequiredModal } from '../../features/organizations/components/subscription-required-modal.tsx'

export function OrganizationsPage() {
  return (
    <>
      <OrganizationList />
      <SubscriptionRequiredModal />
    </>
  )
}
