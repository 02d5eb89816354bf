import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Cards from '@cloudscape-design/components/cards'
import SegmentedControl from '@cloudscape-design/components/segmented-control'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { Plan } from '@platform/shared/contracts/billing'
import { useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useCurrentPlan } from '../api/get-current-plan.ts'
import { usePlans } from '../api/list-plans.ts'
import { useStartFreeTrial } from '../api/start-free-trial.ts'
import { useSubscribe } from '../api/subscribe.ts'
import { openCheckout } from '../checkout.ts'
import { formatLimit, formatPrice, formatUsd, limitWords } from '../money.ts'
import { trialOffer } from '../plan-text.ts'
import { useVerifyCheckout } from './use-checkout-return.ts'

/** The limits a plan card lists: all but the items sold off the pricing page; chat history gets its own line. */
const unlisted = new Set<string>(['faqs', 'files', 'urls', 'chatHistoryRetentionMonths'])
const limitLines = (Object.keys(limitWords) as Array<keyof Plan['limits']>).filter((name) => !unlisted.has(name))

/** Plans, monthly or annual: Subscribe (Upgrade when a paid plan runs) through the gateway, or Start Free Trial. */
export function PlansView({ organizationId }: { organizationId: string }) {
  const plans = usePlans(organizationId)
  const current = useCurrentPlan(organizationId)
  const subscribe = useSubscribe(organizationId)
  const startTrial = useStartFreeTrial(organizationId)
  const verify = useVerifyCheckout(organizationId)
  const [interval, setInterval] = useState<'monthly' | 'annual'>('monthly')
  const paid = current.data?.status === 'active'
  const shown = (plans.data ?? []).filter((plan) => plan.interval === interval)

  async function choose(plan: Plan) {
    const checkout = await subscribe.mutateAsync({ planId: plan.id })
    await openCheckout(checkout, '/orgs/settings/billing/?bt=plans', (result) => void verify(result))
  }

  return (
    <SpaceBetween size="l">
      {current.data?.freeTrialAvailable ? (
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button
            loading={startTrial.isPending}
            onClick={() => startTrial.mutate(undefined, { onSuccess: () => toast.success('Free trial started.') })}
          >
            Start Free Trial
          </Button>
          <Box color="text-body-secondary">{trialOffer(plans.data ?? [], new Date())}</Box>
        </SpaceBetween>
      ) : null}
      <SegmentedControl
        label="Billing period"
        selectedId={interval}
        onChange={({ detail }) => setInterval(detail.selectedId as 'monthly' | 'annual')}
        options={[
          { id: 'monthly', text: 'Monthly' },
          { id: 'annual', text: 'Annual' },
        ]}
      />
      <Cards
        loading={plans.isPending}
        loadingText="Loading plans"
        items={shown}
        trackBy="id"
        cardDefinition={{
          header: (plan) => plan.name,
          sections: [
            { id: 'description', content: (plan) => plan.description },
            {
              id: 'price',
              header: 'Price',
              content: (plan) =>
                `${formatPrice(plan.priceMinor, plan.currency)} ${plan.interval === 'annual' ? 'a year' : 'a month'}`,
            },
            { id: 'credits', header: 'Free credits', content: (plan) => formatUsd(plan.freeCreditsUsd) },
            {
              id: 'limits',
              header: 'Limits',
              content: (plan) => (
                <ul>
                  {limitLines.map((name) => (
                    <li key={name}>
                      {formatLimit(plan.limits[name])} {limitWords[name]}
                    </li>
                  ))}
                  <li>{plan.limits.chatHistoryRetentionMonths} months of chat history</li>
                </ul>
              ),
            },
            {
              id: 'choose',
              content: (plan) =>
                current.data?.plan.id === plan.id && paid ? (
                  <Box color="text-status-success">Your current plan</Box>
                ) : (
                  <Button
                    variant="primary"
                    ariaLabel={`${paid ? 'Upgrade' : 'Subscribe'} to ${plan.name}`}
                    loading={subscribe.isPending && subscribe.variables?.planId === plan.id}
                    onClick={() => void choose(plan)}
                  >
                    {paid ? 'Upgrade' : 'Subscribe'}
                  </Button>
                ),
            },
          ],
        }}
        empty={<Box textAlign="center">No plans are offered for this period.</Box>}
      />
      <Box variant="small">
        Prices include taxes and gateway charges. Cancelling gives no refund; services continue until the end of the
        billing cycle. Changing plan cancels the existing subscription without refund and resets limits.
      </Box>
    </SpaceBetween>
  )
}
