import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Modal from '@cloudscape-design/components/modal'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { ReactNode } from 'react'

/**
 * Asks before something that a click cannot undo (deleting an item, removing a link). The body names what is
 * affected; the confirm button names the action.
 */
export function ConfirmModal({
  visible,
  header,
  confirmLabel,
  loading,
  onConfirm,
  onDismiss,
  confirmDisabled,
  children,
}: {
  visible: boolean
  header: string
  confirmLabel: string
  loading?: boolean
  onConfirm: () => void
  onDismiss: () => void
  confirmDisabled?: boolean
  children: ReactNode
}) {
  return (
    <Modal
      closeAriaLabel="Close"
      visible={visible}
      onDismiss={onDismiss}
      header={header}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            <Button variant="primary" loading={loading} disabled={confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  )
}
