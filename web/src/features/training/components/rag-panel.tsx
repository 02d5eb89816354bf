import Box from '@cloudscape-design/components/box'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Toggle from '@cloudscape-design/components/toggle'
import { trainingMessages } from '@platform/shared/contracts/training'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useRagSettings, useSetRagSettings } from '../api/rag-settings.ts'
import type { VersionIdentifiers } from '../api/training-query-keys.ts'
import { formatCount, formatDateTime } from '../training-format.ts'

/** The version's retrieval switch (spec section 3 "RAG toggle") and the index a training built for it. */
export function RagPanel({ version, mayChange }: { version: VersionIdentifiers; mayChange: boolean }) {
  const settings = useRagSettings(version)
  const setRag = useSetRagSettings(version)
  const index = settings.data?.index ?? null
  // While the switch is being flipped it shows the requested state, so it does not jump back and forth.
  const checked = setRag.isPending ? (setRag.variables ?? false) : (settings.data?.ragEnabled ?? false)

  function change(ragEnabled: boolean) {
    setRag.mutate(ragEnabled, {
      onSuccess: (answer) =>
        toast.success(answer.message || (ragEnabled ? trainingMessages.ragEnabled : trainingMessages.ragDisabled)),
    })
  }

  return (
    <Container
      header={
        <Header
          variant="h2"
          description="With retrieval on, answers of this version are given passages found in its knowledge and sources."
        >
          Retrieval (RAG)
        </Header>
      }
    >
      <SpaceBetween size="s">
        <Toggle
          checked={checked}
          disabled={!mayChange || settings.isPending || !settings.data || setRag.isPending}
          onChange={({ detail }) => change(detail.checked)}
          description="Applies to the playground’s default and to API keys of this version."
        >
          Use retrieval (RAG)
        </Toggle>
        <Box variant="small" color="text-body-secondary">
          {index
            ? `Latest retrieval index: ${formatCount(index.passages)} passages, built ${formatDateTime(index.builtAt)}.`
            : 'No retrieval index yet: the next successful training builds one.'}
        </Box>
      </SpaceBetween>
    </Container>
  )
}
