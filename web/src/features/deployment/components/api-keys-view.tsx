import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Table from '@cloudscape-design/components/table'
import type { ApiKey } from '@platform/shared/contracts/deployment'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { messageForUser } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import { useSystemPrompts } from '../../content/index.ts'
import { canWrite } from '../../projects/index.ts'
import { useModels } from '../../training/index.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useCreateApiKey } from '../api/create-api-key.ts'
import { deploymentQueryKeys } from '../api/deployment-query-keys.ts'
import { useLatestPassRates } from '../api/latest-pass-rates.ts'
import { useApiKeys } from '../api/list-api-keys.ts'
import { useRevokeApiKey } from '../api/revoke-api-key.ts'
import { setApiKeyAllowedDomains } from '../api/set-api-key-allowed-domains.ts'
import { setApiKeyModel } from '../api/set-api-key-model.ts'
import { setApiKeyRag } from '../api/set-api-key-rag.ts'
import { setApiKeySystemPrompt } from '../api/set-api-key-system-prompt.ts'
import { ApiKeyFormModal, type ApiKeyFormValues } from './api-key-form-modal.tsx'
import { CreatedSecretModal } from './created-secret-modal.tsx'
import { EmbedSnippet } from './embed-snippet.tsx'
import { WidgetAppearanceForm } from './widget-appearance-form.tsx'

const sameList = (left: readonly string[], right: readonly string[]) => left.join('\n') === right.join('\n')

/**
 * `?dpm=api-keys`: the version's keys; create (secret shown once), edit, revoke, the snippet to embed and the
 * widget's appearance for the chosen key.
 */
export function ApiKeysView({ context }: { context: VersionContext }) {
  const version = context.scope
  const mayChange = canWrite(context.project.access)
  const keys = useApiKeys(version)
  const models = useModels(version)
  const prompts = useSystemPrompts(version, { allList: 'true' })
  const createKey = useCreateApiKey(version)
  const revokeKey = useRevokeApiKey(version)
  const queryClient = useQueryClient()
  const [formOpen, setFormOpen] = useState(false)
  const [editing, setEditing] = useState<ApiKey | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [created, setCreated] = useState<{ apiKey: ApiKey; secret: string } | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const [selected, setSelected] = useState<ApiKey | null>(null)

  const modelList = models.data ?? []
  const passRates = useLatestPassRates(
    version,
    modelList.map((model) => model.id),
    formOpen,
  )
  const promptList = (prompts.data?.items ?? []) as { id: string; name: string }[]
  const items = keys.data ?? []
  const shown = items.find((key) => key.id === selected?.id) ?? items[0] ?? null

  function openForm(key: ApiKey | null) {
    setEditing(key)
    setFormError(null)
    setFormOpen(true)
  }

  async function save(values: ApiKeyFormValues) {
    setSaving(true)
    setFormError(null)
    try {
      if (!editing) {
        const answer = await createKey.mutateAsync(values)
        setCreated({ apiKey: answer.apiKey, secret: answer.secret })
        setSelected(answer.apiKey)
        toast.success('API key generated.')
      } else {
        const changes: Promise<unknown>[] = []
        if (!sameList(values.allowedDomains, editing.allowedDomains))
          changes.push(setApiKeyAllowedDomains(version, editing.id, { allowedDomains: values.allowedDomains }))
        if (values.ragEnabled !== editing.ragEnabled)
          changes.push(setApiKeyRag(version, editing.id, { ragEnabled: values.ragEnabled }))
        if (values.systemPromptId !== (editing.systemPromptId ?? ''))
          changes.push(setApiKeySystemPrompt(version, editing.id, { systemPromptId: values.systemPromptId }))
        if (values.modelId !== editing.modelId)
          changes.push(setApiKeyModel(version, editing.id, { modelId: values.modelId }))
        for (const answer of await Promise.all(changes)) requireAnswer(answer)
        toast.success(changes.length > 0 ? 'API key updated.' : 'Nothing to change.')
      }
      setFormOpen(false)
    } catch (error) {
      setFormError(messageForUser(error))
    } finally {
      setSaving(false)
      await queryClient.invalidateQueries({ queryKey: deploymentQueryKeys.apiKeys(version) })
    }
  }

  function revoke(key: ApiKey) {
    revokeKey.mutate(key.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => {
        const message = messageForUser(error)
        if (message) toast.error(message)
      },
      onSettled: () => setRevoking(null),
    })
  }

  const modelName = (modelId: string) => modelList.find((model) => model.id === modelId)?.label ?? modelId
  const promptName = (promptId: string | null) =>
    promptId ? (promptList.find((prompt) => prompt.id === promptId)?.name ?? promptId) : 'None'

  return (
    <SpaceBetween size="l">
      <Table
        items={items}
        trackBy="id"
        loading={keys.isPending}
        loadingText="Loading API keys"
        wrapLines
        // Eleven columns do not fit beside the navigation at 1366 px: the table scrolls, Edit and Revoke stay in view.
        stickyColumns={{ last: 1 }}
        selectionType="single"
        selectedItems={shown ? [shown] : []}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0] ?? null)}
        ariaLabels={{
          itemSelectionLabel: (_selection, key) => `Show the embed snippet of ${key.name}`,
          selectionGroupLabel: 'API keys',
        }}
        header={
          <Header
            variant="h2"
            counter={keys.isPending ? undefined : `(${items.length})`}
            description="Each key serves one trained model to the widget (by its public embed id) and to servers (by its secret)."
            actions={
              <Button variant="primary" disabled={!mayChange || modelList.length === 0} onClick={() => openForm(null)}>
                Create API key
              </Button>
            }
          >
            API keys
          </Header>
        }
        empty={
          <Box textAlign="center" color="inherit">
            {modelList.length === 0 ? 'Train a model first, then create a key for it.' : 'No API keys yet.'}
          </Box>
        }
        columnDefinitions={[
          { id: 'name', header: 'Name', cell: (key) => key.name },
          { id: 'model', header: 'Model', cell: (key) => modelName(key.modelId) },
          { id: 'embed', header: 'Embed id', cell: (key) => <Box variant="code">{key.embedId}</Box> },
          { id: 'secret', header: 'Secret', cell: (key) => key.secretHint },
          { id: 'domains', header: 'Allowed domains', cell: (key) => key.allowedDomains.join(', ') || 'None yet' },
          { id: 'rag', header: 'RAG', cell: (key) => (key.ragEnabled ? 'On' : 'Off') },
          { id: 'prompt', header: 'System prompt', cell: (key) => promptName(key.systemPromptId) },
          {
            id: 'identity',
            header: 'Identity verification',
            cell: (key) => (key.identityVerification ? 'Required' : 'Off'),
          },
          { id: 'created', header: 'Created', cell: (key) => new Date(key.createdAt).toLocaleString() },
          {
            id: 'actions',
            header: 'Actions',
            cell: (key) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  disabled={!mayChange}
                  onClick={() => openForm(key)}
                  ariaLabel={`Edit ${key.name}`}
                >
                  Edit
                </Button>
                <Button
                  variant="inline-link"
                  disabled={!mayChange}
                  onClick={() => setRevoking(key)}
                  ariaLabel={`Revoke ${key.name}`}
                >
                  Revoke
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      {shown && <EmbedSnippet apiKey={shown} />}
      {shown && <WidgetAppearanceForm key={shown.id} version={version} apiKey={shown} mayChange={mayChange} />}
      <ApiKeyFormModal
        visible={formOpen}
        editing={editing}
        models={modelList}
        systemPrompts={promptList}
        passRates={passRates}
        saving={saving}
        error={formError}
        onSubmit={(values) => void save(values)}
        onDismiss={() => setFormOpen(false)}
      />
      <CreatedSecretModal created={created} onDismiss={() => setCreated(null)} />
      <ConfirmModal
        visible={revoking !== null}
        header="Revoke API key"
        confirmLabel="Revoke"
        loading={revokeKey.isPending}
        onConfirm={() => revoking && revoke(revoking)}
        onDismiss={() => setRevoking(null)}
      >
        “{revoking?.name}” stops working at once: the widget on {revoking?.allowedDomains.join(', ') || 'its sites'} and
        every server using its secret are refused. Its chats stay in the logs.
      </ConfirmModal>
    </SpaceBetween>
  )
}
