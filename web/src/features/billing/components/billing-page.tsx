import SpaceBetween from '@cloudscape-design/components/space-between'
import { CataloguedPageLayout, cataloguedPage, ViewTabs } from '../../../components/query-views/query-view-tabs.tsx'
import { RequireOrganizationAdmin } from '../../organizations/index.ts'
import { AddOnsView } from './add-ons-view.tsx'
import { CurrentPlanPanel } from './current-plan-panel.tsx'
import { PaymentsView } from './payments-view.tsx'
import { PlansView } from './plans-view.tsx'
import { useCheckoutReturn } from './use-checkout-return.ts'

const page = cataloguedPage('/orgs/settings/billing/')

/** `/orgs/settings/billing/`: the current plan, then plans, add-ons and payments by `bt`. Admins only. */
export function BillingPage() {
  return (
    <RequireOrganizationAdmin>
      {(organizationId) => <Billing organizationId={organizationId} />}
    </RequireOrganizationAdmin>
  )
}

function Billing({ organizationId }: { organizationId: string }) {
  useCheckoutReturn(organizationId)
  return (
    <CataloguedPageLayout page={page}>
      <SpaceBetween size="l">
        <CurrentPlanPanel organizationId={organizationId} />
        <ViewTabs
          page={page}
          views={{
            plans: () => <PlansView organizationId={organizationId} />,
            'add-ons': () => <AddOnsView organizationId={organizationId} />,
            payments: () => <PaymentsView organizationId={organizationId} />,
          }}
        />
      </SpaceBetween>
    </CataloguedPageLayout>
  )
}
