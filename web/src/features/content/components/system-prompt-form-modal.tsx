import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { createSystemPromptRequestSchema, type SystemPrompt } from '@platform/shared/contracts/version-content'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useCreateSystemPrompt } from '../api/create-system-prompt.ts'
import { useUpdateSystemPrompt } from '../api/update-system-prompt.ts'

/** Adds a system prompt (instructions an API key or the playground gives the model), or edits one. */
export function SystemPromptFormModal({
  scope,
  item,
  onClose,
}: {
  scope: VersionScope
  item: SystemPrompt | null
  onClose: () => void
}) {
  const form = useSchemaForm(createSystemPromptRequestSchema, { name: item?.name ?? '', content: item?.content ?? '' })
  const create = useCreateSystemPrompt(scope)
  const update = useUpdateSystemPrompt(scope)

  const submit = form.submit((prompt) => {
    const onError = (error: unknown) => form.reportError(error, { DUPLICATE_NAME: 'name' })
    const onSuccess = (saved: SystemPrompt) => {
      toast.success(`System prompt ${item ? 'updated' : 'added'}: ${saved.name}.`)
      onClose()
    }
    if (item) update.mutate({ id: item.id, ...prompt }, { onError, onSuccess })
    else create.mutate(prompt, { onError, onSuccess })
  })

  return (
    <FormModal
      visible
      size="large"
      header={item ? `Edit ${item.name}` : 'Add system prompt'}
      formId="system-prompt-form"
      submitLabel={item ? 'Save' : 'Add system prompt'}
      loading={create.isPending || update.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField
          label="Name"
          description="Unique in the version, e.g. “Friendly support”."
          errorText={form.errorOf('name')}
        >
          <Input name="name" value={form.values.name} onChange={({ detail }) => form.setValue('name', detail.value)} />
        </FormField>
        <FormField
          label="Prompt"
          description="How the assistant should behave: tone, what to answer and what to refuse."
          errorText={form.errorOf('content')}
          stretch
        >
          <Textarea
            name="content"
            rows={10}
            value={form.values.content}
            onChange={({ detail }) => form.setValue('content', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
