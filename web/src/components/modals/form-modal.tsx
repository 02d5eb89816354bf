import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Modal, { type ModalProps } from '@cloudscape-design/components/modal'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { FormEvent, ReactNode } from 'react'

/**
 * A form in a modal (add or edit one item). The fields sit in a real `<form>`, so Enter submits; the footer's
 * submit button is tied to it by id because Cloudscape renders the footer outside the form's element.
 */
export function FormModal({
  visible,
  header,
  formId,
  submitLabel,
  loading,
  submitDisabled,
  onSubmit,
  onDismiss,
  size = 'medium',
  children,
}: {
  visible: boolean
  header: string
  /** Unique on the page: the footer's button submits the form with this id. */
  formId: string
  submitLabel: string
  loading?: boolean
  submitDisabled?: boolean
  onSubmit: (event?: FormEvent) => void
  onDismiss: () => void
  size?: ModalProps.Size
  children: ReactNode
}) {
  return (
    <Modal
      closeAriaLabel="Close"
      visible={visible}
      onDismiss={onDismiss}
      header={header}
      size={size}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              Cancel
            </Button>
            <Button variant="primary" loading={loading} disabled={submitDisabled} onClick={() => onSubmit()}>
              {submitLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form id={formId} aria-label={header} onSubmit={onSubmit} noValidate>
        {children}
        {/* Lets Enter in a single-line field submit the form, as it would on a page. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  )
}
