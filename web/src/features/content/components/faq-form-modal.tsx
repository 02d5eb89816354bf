import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { createFaqRequestSchema, type Faq } from '@platform/shared/contracts/version-content'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useCreateFaq } from '../api/create-faq.ts'
import { useUpdateFaq } from '../api/update-faq.ts'

/** Adds a question with the answer the assistant should give, or edits one. */
export function FaqFormModal({ scope, item, onClose }: { scope: VersionScope; item: Faq | null; onClose: () => void }) {
  const form = useSchemaForm(createFaqRequestSchema, { question: item?.question ?? '', answer: item?.answer ?? '' })
  const create = useCreateFaq(scope)
  const update = useUpdateFaq(scope)

  const submit = form.submit((faq) => {
    const onError = (error: unknown) => form.reportError(error)
    const onSuccess = () => {
      toast.success(`FAQ ${item ? 'updated' : 'added'}.`)
      onClose()
    }
    if (item) update.mutate({ id: item.id, ...faq }, { onError, onSuccess })
    else create.mutate(faq, { onError, onSuccess })
  })

  return (
    <FormModal
      visible
      size="large"
      header={item ? 'Edit FAQ' : 'Add FAQ'}
      formId="faq-form"
      submitLabel={item ? 'Save' : 'Add FAQ'}
      loading={create.isPending || update.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField label="Question" errorText={form.errorOf('question')}>
          <Input
            name="question"
            value={form.values.question}
            onChange={({ detail }) => form.setValue('question', detail.value)}
          />
        </FormField>
        <FormField label="Answer" errorText={form.errorOf('answer')}>
          <Textarea
            name="answer"
            rows={5}
            value={form.values.answer}
            onChange={({ detail }) => form.setValue('answer', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
