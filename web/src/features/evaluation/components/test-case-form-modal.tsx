import FormField from '@cloudscape-design/components/form-field'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { createTestCaseRequestSchema, type TestCaseItem } from '@platform/shared/contracts/evaluation'
import { maximumCompletionLength, maximumPromptLength } from '@platform/shared/contracts/knowledge'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useCreateTestCase } from '../api/create-test-case.ts'
import { useSavePlaygroundTestCase } from '../api/save-playground-test-case.ts'
import { useUpdateTestCase } from '../api/update-test-case.ts'

/**
 * Adds a test case, edits one, or saves a playground exchange as one (spec section 5: prompt and expected
 * completion are both required). Mounted per item, so the fields start from what is being edited or saved.
 */
export function TestCaseFormModal({
  scope,
  item,
  exchange,
  onClose,
}: {
  scope: VersionScope
  /** The test case being edited; null to add one. */
  item: TestCaseItem | null
  /** A playground exchange to save: the user's message and the model's answer. */
  exchange?: { prompt: string; expectedCompletion: string }
  onClose: () => void
}) {
  const form = useSchemaForm(createTestCaseRequestSchema, {
    prompt: item?.prompt ?? exchange?.prompt ?? '',
    expectedCompletion: item?.expectedCompletion ?? exchange?.expectedCompletion ?? '',
  })
  const create = useCreateTestCase(scope)
  const update = useUpdateTestCase(scope)
  const savePlayground = useSavePlaygroundTestCase(scope)

  const submit = form.submit((fields) => {
    const done = {
      onError: (error: unknown) => form.reportError(error),
      onSuccess: (answer: { message: string }) => {
        toast.success(answer.message)
        onClose()
      },
    }
    if (item) update.mutate({ id: item.id, ...fields }, done)
    else if (exchange) savePlayground.mutate({ testCase: fields }, done)
    else create.mutate(fields, done)
  })

  return (
    <FormModal
      visible
      size="large"
      header={item ? 'Edit test case' : exchange ? 'Save as test case' : 'Add test case'}
      formId="test-case-form"
      submitLabel={item ? 'Save' : exchange ? 'Save test case' : 'Add test case'}
      loading={create.isPending || update.isPending || savePlayground.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField
          label="Prompt"
          description="What a user asks."
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
          label="Expected completion"
          description="The answer a good model gives. Runs score the model's answer against it."
          constraintText={`${form.values.expectedCompletion.length} of ${maximumCompletionLength} characters.`}
          errorText={form.errorOf('expectedCompletion')}
        >
          <Textarea
            name="expectedCompletion"
            rows={6}
            value={form.values.expectedCompletion}
            onChange={({ detail }) => form.setValue('expectedCompletion', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
