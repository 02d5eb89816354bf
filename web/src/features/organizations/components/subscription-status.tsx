import Box from '@cloudscape-design/components/box'
import Icon from '@cloudscape-design/components/icon'
import { describeSubscription, type Subscription } from '../subscription-state.ts'

const looks = {
  success: { icon: 'status-positive', variant: 'success' },
  info: { icon: 'status-info', variant: 'info' },
  warning: { icon: 'status-warning', variant: 'warning' },
} as const

/**
 * The organization's real subscription state, e.g. "Free plan — no subscription". Drawn as icon and text rather
 * than a Cloudscape status indicator, whose text breaks mid-word in narrow overview columns.
 */
export function SubscriptionStatus({ subscription }: { subscription: Subscription }) {
  const state = describeSubscription(subscription)
  const look = looks[state.indicator]
  return (
    <Box>
      <Icon name={look.icon} variant={look.variant} /> {state.label}
    </Box>
  )
}
