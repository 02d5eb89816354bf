import AttributeEditor from '@cloudscape-design/components/attribute-editor'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { createWorkflowRequestSchema, type Workflow } from '@platform/shared/contracts/version-content'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useCreateWorkflow } from '../api/create-workflow.ts'
import { useUpdateWorkflow } from '../api/update-workflow.ts'

interface StepFields {
  title: string
  description: string
  actionId: string
}

const blankStep: StepFields = { title: '', description: '', actionId: '' }

/** Adds a multi-step task the assistant walks people through, or edits one; steps are edited as rows. */
export function WorkflowFormModal({
  scope,
  item,
  onClose,
}: {
  scope: VersionScope
  item: Workflow | null
  onClose: () => void
}) {
  const form = useSchemaForm(
    createWorkflowRequestSchema,
    {
      id: item?.id ?? '',
      name: item?.name ?? '',
      description: item?.description ?? '',
      steps: (item?.steps ?? [blankStep]).map((step) => ({
        title: step.title,
        description: step.description,
        actionId: step.actionId ?? '',
      })) as StepFields[],
    },
    (values) => ({
      ...values,
      steps: values.steps.map((step) => ({ ...step, actionId: step.actionId.trim() === '' ? null : step.actionId })),
    }),
  )
  const create = useCreateWorkflow(scope)
  const update = useUpdateWorkflow(scope)
  const steps = form.values.steps

  function setStep(index: number, change: Partial<StepFields>) {
    form.setValue(
      'steps',
      steps.map((step, position) => (position === index ? { ...step, ...change } : step)),
    )
  }

  const submit = form.submit((workflow) => {
    const onError = (error: unknown) => form.reportError(error, { DUPLICATE_NAME: 'id' })
    const onSuccess = (saved: Workflow) => {
      toast.success(`Workflow ${item ? 'updated' : 'added'}: ${saved.name}.`)
      onClose()
    }
    if (item) update.mutate(workflow, { onError, onSuccess })
    else create.mutate(workflow, { onError, onSuccess })
  })

  return (
    <FormModal
      visible
      size="large"
      header={item ? `Edit ${item.name}` : 'Add workflow'}
      formId="workflow-form"
      submitLabel={item ? 'Save' : 'Add workflow'}
      loading={create.isPending || update.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField
          label="Workflow id"
          description="A short key, e.g. invite-a-teammate."
          errorText={form.errorOf('id')}
        >
          <Input
            name="id"
            value={form.values.id}
            readOnly={item !== null}
            onChange={({ detail }) => form.setValue('id', detail.value)}
          />
        </FormField>
        <FormField label="Name" errorText={form.errorOf('name')}>
          <Input name="name" value={form.values.name} onChange={({ detail }) => form.setValue('name', detail.value)} />
        </FormField>
        <FormField
          label={
            <span>
              Description <i>- optional</i>
            </span>
          }
          errorText={form.errorOf('description')}
        >
          <Textarea
            name="description"
            rows={2}
            value={form.values.description}
            onChange={({ detail }) => form.setValue('description', detail.value)}
          />
        </FormField>
        <FormField
          label="Steps"
          description="In order; each may name an action that performs it."
          stretch
          errorText={form.errorOf('steps')}
        >
          <AttributeEditor
            items={steps}
            addButtonText="Add step"
            removeButtonText="Remove"
            onAddButtonClick={() => form.setValue('steps', [...steps, blankStep])}
            onRemoveButtonClick={({ detail }) =>
              form.setValue(
                'steps',
                steps.filter((_step, position) => position !== detail.itemIndex),
              )
            }
            empty="No steps yet."
            definition={[
              {
                label: 'Step',
                errorText: (_step, index) => form.errorOf(`steps.${index}.title`),
                control: (step, index) => (
                  <Input
                    ariaLabel={`Step ${index + 1} title`}
                    value={step.title}
                    onChange={({ detail }) => setStep(index, { title: detail.value })}
                  />
                ),
              },
              {
                label: 'Details',
                errorText: (_step, index) => form.errorOf(`steps.${index}.description`),
                control: (step, index) => (
                  <Input
                    ariaLabel={`Step ${index + 1} details`}
                    value={step.description}
                    onChange={({ detail }) => setStep(index, { description: detail.value })}
                  />
                ),
              },
              {
                label: 'Action id (optional)',
                errorText: (_step, index) => form.errorOf(`steps.${index}.actionId`),
                control: (step, index) => (
                  <Input
                    ariaLabel={`Step ${index + 1} action id`}
                    value={step.actionId}
                    onChange={({ detail }) => setStep(index, { actionId: detail.value })}
                  />
                ),
              },
            ]}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
