import Alert from '@cloudscape-design/components/alert'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import Toggle from '@cloudscape-design/components/toggle'
import type { ApiKey } from '@platform/shared/contracts/deployment'
import type { Model } from '@platform/shared/contracts/models'
import { type FormEvent, useEffect, useState } from 'react'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { formatPassRate, parseDomainList } from '../deployment-format.ts'

export interface ApiKeyFormValues {
  name: string
  modelId: string
  allowedDomains: string[]
  ragEnabled: boolean
  systemPromptId: string
  identityVerification: boolean
}

const noPrompt = { value: '', label: 'No system prompt' }

/**
 * Creates a key or edits one: model, name, allowed domains, RAG, system prompt and identity verification. Field
 * errors from the server (a bad domain, a missing prompt) come back through `error`.
 */
export function ApiKeyFormModal({
  visible,
  editing,
  models,
  systemPrompts,
  passRates,
  saving,
  error,
  onSubmit,
  onDismiss,
}: {
  visible: boolean
  editing: ApiKey | null
  models: readonly Model[]
  systemPrompts: readonly { id: string; name: string }[]
  /** Each model's latest test-run pass rate (0 to 1), null when never tested. */
  passRates: ReadonlyMap<string, number | null>
  saving: boolean
  error: string | null
  onSubmit: (values: ApiKeyFormValues) => void
  onDismiss: () => void
}) {
  const [name, setName] = useState('')
  const [modelId, setModelId] = useState('')
  const [domains, setDomains] = useState('')
  const [ragEnabled, setRagEnabled] = useState(false)
  const [systemPromptId, setSystemPromptId] = useState('')
  const [identityVerification, setIdentityVerification] = useState(false)
  const [attempted, setAttempted] = useState(false)

  useEffect(() => {
    if (!visible) return
    setName(editing?.name ?? '')
    setModelId(editing?.modelId ?? models.find((model) => model.status === 'ready')?.id ?? '')
    setDomains((editing?.allowedDomains ?? []).join('\n'))
    setRagEnabled(editing?.ragEnabled ?? false)
    setSystemPromptId(editing?.systemPromptId ?? '')
    setIdentityVerification(editing?.identityVerification ?? false)
    setAttempted(false)
  }, [visible, editing, models])

  const modelOptions = models.map((model) => ({
    value: model.id,
    label: `${model.label} · ${model.id}`,
    description:
      model.status === 'ready'
        ? `Trained ${new Date(model.createdAt).toLocaleString()} · latest test pass rate ${formatPassRate(passRates.get(model.id))}`
        : 'No longer available',
    disabled: model.status !== 'ready',
  }))
  const promptOptions = [noPrompt, ...systemPrompts.map((prompt) => ({ value: prompt.id, label: prompt.name }))]

  const currentRate = editing ? passRates.get(editing.modelId) : undefined
  const chosenRate = passRates.get(modelId)
  const worse =
    editing !== null &&
    modelId !== editing.modelId &&
    typeof currentRate === 'number' &&
    typeof chosenRate === 'number' &&
    chosenRate < currentRate

  function submit(event?: FormEvent) {
    event?.preventDefault()
    setAttempted(true)
    if (!name.trim() || !modelId) return
    onSubmit({
      name: name.trim(),
      modelId,
      allowedDomains: parseDomainList(domains),
      ragEnabled,
      systemPromptId,
      identityVerification,
    })
  }

  return (
    <FormModal
      visible={visible}
      header={editing ? `Edit API key ${editing.name}` : 'Create API key'}
      formId="api-key-form"
      submitLabel={editing ? 'Save' : 'Create key'}
      loading={saving}
      onSubmit={submit}
      onDismiss={onDismiss}
    >
      <SpaceBetween size="m">
        <FormField label="Name" errorText={attempted && !name.trim() ? 'Enter a name.' : undefined}>
          <Input
            value={name}
            disabled={Boolean(editing)}
            onChange={({ detail }) => setName(detail.value)}
            ariaLabel="Name"
          />
        </FormField>
        <FormField
          label="Model"
          description={editing ? 'Switching answers with the chosen model from the next message on.' : undefined}
          errorText={attempted && !modelId ? 'Choose a model.' : undefined}
        >
          <Select
            selectedOption={modelOptions.find((option) => option.value === modelId) ?? null}
            options={modelOptions}
            placeholder="Choose a trained model"
            empty="Train a model first."
            onChange={({ detail }) => setModelId(detail.selectedOption.value ?? '')}
            ariaLabel="Model"
          />
        </FormField>
        {worse && (
          <Alert type="warning" header="Lower pass rate">
            This model passed {formatPassRate(chosenRate)} of its latest test run; the key’s current model passed{' '}
            {formatPassRate(currentRate)}.
          </Alert>
        )}
        <FormField
          label="Allowed domains"
          description="Sites whose pages may use this key, one per line: an exact host (shop.example.com) or every subdomain (*.example.com)."
          errorText={error ?? undefined}
        >
          <Textarea
            value={domains}
            rows={3}
            onChange={({ detail }) => setDomains(detail.value)}
            ariaLabel="Allowed domains"
          />
        </FormField>
        <FormField label="System prompt">
          <Select
            selectedOption={promptOptions.find((option) => option.value === systemPromptId) ?? noPrompt}
            options={promptOptions}
            onChange={({ detail }) => setSystemPromptId(detail.selectedOption.value ?? '')}
            ariaLabel="System prompt"
          />
        </FormField>
        <Toggle checked={ragEnabled} onChange={({ detail }) => setRagEnabled(detail.checked)}>
          Answer with retrieved passages (RAG)
        </Toggle>
        <Toggle checked={identityVerification} onChange={({ detail }) => setIdentityVerification(detail.checked)}>
          Require identity verification (userHash signed with the secret)
        </Toggle>
      </SpaceBetween>
    </FormModal>
  )
}
