import FormField from '@cloudscape-design/components/form-field'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import {
  createKnowledgeRequestSchema,
  type KnowledgeItem,
  maximumCompletionLength,
  maximumPromptLength,
} from '@platform/shared/contracts/knowledge'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useCreateKnowledge } from '../api/create-knowledge.ts'
import { useUpdateKnowledge } from '../api/update-knowledge.ts'

/**
 * Adds a prompt and completion pair, or edits one (spec section 5: both are required). Mounted per item, so
 * the fields start from the pair being edited. Edits go by id, which cannot land on another pair.
 */
export function KnowledgeFormModal({
  scope,
  item,
  onClose,
}: {
  scope: VersionScope
  /** Null to add a new pair. */
  item: KnowledgeItem | null
  onClose: () => void
}) {
  const form = useSchemaForm(createKnowledgeRequestSchema, {
    prompt: item?.prompt ?? '',
    completion: item?.completion ?? '',
  })
  const create = useCreateKnowledge(scope)
  const update = useUpdateKnowledge(scope)

  const submit = form.submit((fields) => {
    const done = {
      onError: (error: unknown) => form.reportError(error),
    }
    if (item) {
      update.mutate(
        { id: item.id, ...fields },
        {
          ...done,
          onSuccess: () => {
            toast.success('Knowledge updated.')
            onClose()
          },
        },
      )
    } else {
      create.mutate(fields, {
        ...done,
        onSuccess: () => {
          toast.success('Knowledge added.')
          onClose()
        },
      })
    }
  })

  return (
    <FormModal
      visible
      size="large"
      header={item ? 'Edit Q&A' : 'Add Q&A'}
      formId="knowledge-form"
      submitLabel={item ? 'Save' : 'Add Q&A'}
      loading={create.isPending || update.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField
          label="Prompt"
          description="A question or request as your users would write it."
          constraintText={`${form.values.prompt.length} of ${maximumPromptLength} characters.`}
          errorText={form.errorOf('prompt')}
        >
          <Textarea
            name="prompt"
            rows={2}
            value={form.values.prompt}
            onChange={({ detail }) => form.setValue('prompt', detail.value)}
          />
        </FormField>
        <FormField
          label="Completion"
          description="The answer the assistant should give."
          constraintText={`${form.values.completion.length} of ${maximumCompletionLength} characters.`}
          errorText={form.errorOf('completion')}
        >
          <Textarea
            name="completion"
            rows={6}
            value={form.values.completion}
            onChange={({ detail }) => form.setValue('completion', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
