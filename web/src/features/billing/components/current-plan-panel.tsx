import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs'
import Modal from '@cloudscape-design/components/modal'
import ProgressBar from '@cloudscape-design/components/progress-bar'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { useCancelSubscription } from '../api/cancel-subscription.ts'
import { useCurrentPlan } from '../api/get-current-plan.ts'
import { useMonthlyLimit } from '../api/get-monthly-limit.ts'
import { formatLimit, formatUsd } from '../money.ts'
import { periodEndLabel } from '../plan-text.ts'

const statusLabels: Record<string, string> = {
  none: 'Free tier',
  trialing: 'Free trial',
  active: 'Active',
  cancelled: 'Cancelled: service continues until the end of the cycle',
  ended: 'No active subscription',
}

/** The plan in force, its cycle, credits and the Current Month usage, with cancelling. */
export function CurrentPlanPanel({ organizationId }: { organizationId: string }) {
  const current = useCurrentPlan(organizationId)
  const monthly = useMonthlyLimit(organizationId)
  const cancel = useCancelSubscription(organizationId)
  const [confirming, setConfirming] = useState(false)
  const plan = current.data
  const chat = monthly.data?.chatMessages

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            plan?.status === 'active' || plan?.status === 'trialing' ? (
              <Button onClick={() => setConfirming(true)}>Cancel subscription</Button>
            ) : undefined
          }
        >
          Current plan
        </Header>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'Plan', value: plan ? plan.plan.name : 'Loading…' },
            { label: 'Status', value: plan ? (statusLabels[plan.status] ?? plan.status) : 'Loading…' },
            {
              label: periodEndLabel(plan),
              value: plan?.periodEnd ? formatDate(plan.periodEnd) : '—',
            },
            { label: 'Credit balance', value: plan ? formatUsd(plan.creditBalanceUsd) : 'Loading…' },
          ]}
        />
        <ProgressBar
          label="Current Month usage"
          description="Chat messages answered this month against the plan's monthly allowance."
          value={chat && chat.limit > 0 ? Math.min(100, (chat.used / chat.limit) * 100) : 0}
          additionalInfo={
            chat ? `${chat.used.toLocaleString('en-US')} of ${formatLimit(chat.limit)} chat messages` : ''
          }
        />
      </SpaceBetween>
      <Modal
        closeAriaLabel="Close"
        visible={confirming}
        onDismiss={() => setConfirming(false)}
        header="Cancel subscription"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setConfirming(false)}>
                Keep subscription
              </Button>
              <Button
                variant="primary"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false)
                      toast.success('Subscription cancelled.')
                    },
                  })
                }
              >
                Cancel subscription
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        Cancelling gives no refund. Services continue until the end of the billing cycle
        {plan?.periodEnd ? ` (${formatDate(plan.periodEnd)})` : ''}.
      </Modal>
    </Container>
  )
}
