import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard'
import FormField from '@cloudscape-design/components/form-field'
import Modal from '@cloudscape-design/components/modal'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { ApiKey } from '@platform/shared/contracts/deployment'

/** Shows a new key's secret, the only time it can be seen, with the embed id beside it. */
export function CreatedSecretModal({
  created,
  onDismiss,
}: {
  created: { apiKey: ApiKey; secret: string } | null
  onDismiss: () => void
}) {
  return (
    <Modal
      closeAriaLabel="Close"
      visible={created !== null}
      onDismiss={onDismiss}
      header="Copy the secret now"
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            I have copied it
          </Button>
        </Box>
      }
    >
      {created && (
        <SpaceBetween size="m">
          <Alert type="warning">
            This secret is shown once: only a hash of it is kept. It authorizes server-to-server calls (the
            OpenAI-compatible endpoint) and signs user identifiers; never put it in a web page.
          </Alert>
          <FormField label="Secret">
            <CopyToClipboard
              variant="inline"
              textToCopy={created.secret}
              copyButtonAriaLabel="Copy secret"
              copySuccessText="Secret copied"
              copyErrorText="Secret could not be copied"
            />
          </FormField>
          <FormField label="Embed id" description="Public: the widget uses it from the allowed domains.">
            <CopyToClipboard
              variant="inline"
              textToCopy={created.apiKey.embedId}
              copyButtonAriaLabel="Copy embed id"
              copySuccessText="Embed id copied"
              copyErrorText="Embed id could not be copied"
            />
          </FormField>
        </SpaceBetween>
      )}
    </Modal>
  )
}
