import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Modal from '@cloudscape-design/components/modal'
import { useLocation, useNavigate } from 'react-router-dom'
import type { SubscriptionRequiredState } from '../use-organization-sync.ts'

/**
 * Spec section 4: a member who is not an admin, sent here from an organization without an active subscription,
 * is asked to have an admin subscribe. Closing it clears the history entry's state so it does not come back on
 * reload.
 */
export function SubscriptionRequiredModal() {
  const location = useLocation()
  const navigate = useNavigate()
  const state = location.state as Partial<SubscriptionRequiredState> | null
  const organizationName = state?.subscriptionRequired?.organizationName

  function close() {
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })
  }

  return (
    <Modal
      closeAriaLabel="Close"
      visible={organizationName !== undefined}
      onDismiss={close}
      header="Subscription Required"
      footer={
        <Box float="right">
          <Button variant="primary" onClick={close}>
            OK
          </Button>
        </Box>
      }
    >
      <Box variant="p">
        {organizationName} has no active subscription. Please ask an admin of the organization to subscribe to a plan,
        or choose another organization.
      </Box>
    </Modal>
  )
}
