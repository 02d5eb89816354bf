import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { VersionSummary } from '@platform/shared/contracts/projects'
import { useState } from 'react'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { listLiveApiKeys } from '../api/list-live-api-keys.ts'
import { useUnfreezeVersion } from '../api/unfreeze-version.ts'

/** The names of live API keys as a sentence: `"Website"`, `"Website" and "App"`, `"A", "B" and "C"`. */
export function keyNamesSentence(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`)
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
}

/**
 * Unfreezing, for the version bar and the versions table: a version no API key serves is unfrozen at once; one
 * behind live keys asks first, naming them, because its content may then drift from the model they serve.
 */
export function useUnfreezeWithConfirmation() {
  const unfreeze = useUnfreezeVersion()
  const [asking, setAsking] = useState<{ scope: VersionScope; version: VersionSummary; keyNames: string[] } | null>(
    null,
  )
  const [checking, setChecking] = useState(false)

  const unfreezeNow = (scope: VersionScope, version: VersionSummary) =>
    unfreeze.mutate(scope, {
      onSuccess: () => {
        setAsking(null)
        toast.success(`Data unfrozen: ${version.name} can be edited.`)
      },
    })

  async function start(scope: VersionScope, version: VersionSummary) {
    setChecking(true)
    try {
      const keys = await listLiveApiKeys({ ...scope, versionId: version.id })
      if (keys.length === 0) unfreezeNow(scope, version)
      else setAsking({ scope, version, keyNames: keys.map((key) => key.name) })
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error))
    } finally {
      setChecking(false)
    }
  }

  const confirmation = asking && (
    <ConfirmModal
      visible
      header={`Unfreeze ${asking.version.name}?`}
      confirmLabel="Unfreeze"
      loading={unfreeze.isPending}
      onConfirm={() => unfreezeNow(asking.scope, asking.version)}
      onDismiss={() => setAsking(null)}
    >
      <SpaceBetween size="s">
        <Box>
          {asking.keyNames.length === 1 ? 'API key ' : 'API keys '}
          <strong>{keyNamesSentence(asking.keyNames)}</strong>
          {asking.keyNames.length === 1 ? ' serves' : ' serve'} a model trained on {asking.version.name}.
        </Box>
        <Box>
          Unfreezing lets its content change. {asking.keyNames.length === 1 ? 'The key keeps' : 'The keys keep'} serving
          the model {asking.keyNames.length === 1 ? 'it has' : 'they have'}; later edits reach them only after a new
          training.
        </Box>
      </SpaceBetween>
    </ConfirmModal>
  )

  return { start, pending: checking || unfreeze.isPending, confirmation }
}
