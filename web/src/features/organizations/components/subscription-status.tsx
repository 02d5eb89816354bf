import StatusIndicator from '@cloudscape-design/components/status-indicator'
import { describeSubscription, type Subscription } from '../subscription-state.ts'

/** The organization's real subscription state, e.g. "Free plan — no subscription". */
export function SubscriptionStatus({ subscription }: { subscription: Subscription }) {
  const state = describeSubscription(subscription)
  return <StatusIndicator type={state.indicator}>{state.label}</StatusIndicator>
}
