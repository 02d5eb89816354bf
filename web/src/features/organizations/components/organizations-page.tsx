import { OrganizationList } from './organization-list.tsx'
import { SubscriptionRequiredModal } from './subscription-required-modal.tsx'

export function OrganizationsPage() {
  return (
    <>
      <OrganizationList />
      <SubscriptionRequiredModal />
    </>
  )
}
