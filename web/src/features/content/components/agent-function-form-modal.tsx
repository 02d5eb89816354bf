import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { type AgentFunction, createAgentFunctionRequestSchema } from '@platform/shared/contracts/version-content'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useCreateAgentFunction } from '../api/create-agent-function.ts'
import { useUpdateAgentFunction } from '../api/update-agent-function.ts'
import { emptyParameters, formatParameters, parseFunctionParameters } from '../function-parameters.ts'

const parametersExample = formatParameters({
  type: 'object',
  properties: { orderId: { type: 'string', description: 'The order number' } },
  required: ['orderId'],
})

/**
 * Adds an agent function (a tool the assistant may call) or edits one. Its parameters are a JSON Schema typed in a
 * text area and checked as the user types, with the same rules the API applies.
 */
export function AgentFunctionFormModal({
  scope,
  item,
  onClose,
}: {
  scope: VersionScope
  item: AgentFunction | null
  onClose: () => void
}) {
  const form = useSchemaForm(
    createAgentFunctionRequestSchema,
    {
      name: item?.name ?? '',
      description: item?.description ?? '',
      parameters: formatParameters(item?.parameters ?? emptyParameters),
    },
    (values) => {
      const parsed = parseFunctionParameters(values.parameters)
      // Unreadable JSON is reported by the editor itself; the schema only sees readable parameters.
      return { ...values, parameters: parsed.ok ? parsed.value : emptyParameters }
    },
  )
  const parsed = parseFunctionParameters(form.values.parameters)
  const create = useCreateAgentFunction(scope)
  const update = useUpdateAgentFunction(scope)

  const submit = form.submit((agentFunction) => {
    if (!parsed.ok) return
    const onError = (error: unknown) => form.reportError(error, { DUPLICATE_NAME: 'name' })
    const onSuccess = (saved: AgentFunction) => {
      toast.success(`Function ${item ? 'updated' : 'added'}: ${saved.name}.`)
      onClose()
    }
    if (item) update.mutate({ id: item.id, ...agentFunction }, { onError, onSuccess })
    else create.mutate(agentFunction, { onError, onSuccess })
  })

  return (
    <FormModal
      visible
      size="large"
      header={item ? `Edit ${item.name}` : 'Add function'}
      formId="agent-function-form"
      submitLabel={item ? 'Save' : 'Add function'}
      loading={create.isPending || update.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField
          label="Name"
          description="What the model calls, e.g. get_order_status."
          constraintText="Up to 64 letters, digits, _ or -, starting with a letter or _."
          errorText={form.errorOf('name')}
        >
          <Input name="name" value={form.values.name} onChange={({ detail }) => form.setValue('name', detail.value)} />
        </FormField>
        <FormField
          label="Description"
          description="When the assistant should call it and what it returns; the model decides from this text."
          errorText={form.errorOf('description')}
        >
          <Textarea
            name="description"
            rows={3}
            value={form.values.description}
            onChange={({ detail }) => form.setValue('description', detail.value)}
          />
        </FormField>
        <FormField
          label="Parameters (JSON Schema)"
          description="An object schema of the arguments. Left empty, the function takes none."
          constraintText={parsed.ok ? `For example: ${parametersExample.replace(/\s+/g, ' ')}` : undefined}
          errorText={parsed.ok ? form.errorOf('parameters') : parsed.message}
          stretch
        >
          <Textarea
            name="parameters"
            rows={10}
            spellcheck={false}
            value={form.values.parameters}
            invalid={!parsed.ok}
            onChange={({ detail }) => form.setValue('parameters', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
