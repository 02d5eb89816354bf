import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import Modal from '@cloudscape-design/components/modal'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { CustomTrainingOptions } from '@platform/shared/contracts/training'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useSystemPrompts } from '../../content/index.ts'
import type { VersionIdentifiers } from '../api/training-query-keys.ts'
import { customTrainingFormSchema, emptyCustomTrainingValues } from '../custom-training-values.ts'

interface CustomTrainingModalProps {
  version: VersionIdentifiers
  visible: boolean
  /** The configured base model, shown as what a blank field means. */
  standardBaseModel: string | undefined
  starting: boolean
  onDismiss(): void
  /** Starts the training; the form is cleared once it started, and a refusal goes under its field or in a toast. */
  onStart(options: CustomTrainingOptions, outcome: { started(): void; reportError(error: unknown): void }): void
}

const firstPromptValue = ''

/** Options of a custom training; every field may stay blank and then takes the standard value. */
export function CustomTrainingModal({
  version,
  visible,
  standardBaseModel,
  starting,
  onDismiss,
  onStart,
}: CustomTrainingModalProps) {
  const form = useSchemaForm(customTrainingFormSchema, emptyCustomTrainingValues)
  const systemPrompts = useSystemPrompts(version, { allList: 'true' })
  const promptOptions = [
    { value: firstPromptValue, label: 'Standard', description: 'The version’s first system prompt, if it has one' },
    ...(systemPrompts.data?.items ?? []).map((prompt) => ({
      value: prompt.id,
      label: prompt.name,
      description: prompt.content.slice(0, 80),
    })),
  ]

  const submit = form.submit((options) =>
    onStart(options, { started: () => form.reset(), reportError: (error) => form.reportError(error) }),
  )

  function dismiss() {
    form.reset()
    onDismiss()
  }

  return (
    <Modal
      closeAriaLabel="Close"
      visible={visible}
      onDismiss={dismiss}
      header="Custom training"
      size="medium"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={dismiss}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => submit()} loading={starting}>
              Start custom training
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form onSubmit={submit} aria-label="Custom training" noValidate>
        <Form>
          <SpaceBetween size="m">
            <FormField
              label="Base model"
              description="The model the training starts from."
              constraintText={
                standardBaseModel ? `Leave blank for ${standardBaseModel}.` : 'Leave blank for the standard base model.'
              }
              errorText={form.errorOf('baseModel')}
            >
              <Input
                name="baseModel"
                value={form.values.baseModel}
                placeholder={standardBaseModel}
                onChange={({ detail }) => form.setValue('baseModel', detail.value)}
              />
            </FormField>
            <ColumnLayout columns={2}>
              <FormField
                label="Epochs"
                description="Passes over the knowledge."
                constraintText="1 to 50; blank lets the provider choose."
                errorText={form.errorOf('epochs')}
              >
                <Input
                  name="epochs"
                  type="number"
                  inputMode="numeric"
                  value={form.values.epochs}
                  onChange={({ detail }) => form.setValue('epochs', detail.value)}
                />
              </FormField>
              <FormField
                label="Validation split (%)"
                description="Knowledge held out to check the model."
                constraintText="0 to 50; blank holds none out."
                errorText={form.errorOf('validationSplitPercent')}
              >
                <Input
                  name="validationSplitPercent"
                  type="number"
                  inputMode="decimal"
                  value={form.values.validationSplitPercent}
                  onChange={({ detail }) => form.setValue('validationSplitPercent', detail.value)}
                />
              </FormField>
            </ColumnLayout>
            <FormField
              label="Model name suffix"
              description='Added to the trained model’s name: letters, digits, "-" and "_", for example support-v2.'
              constraintText="At most 40 characters."
              errorText={form.errorOf('suffix')}
            >
              <Input
                name="suffix"
                value={form.values.suffix}
                onChange={({ detail }) => form.setValue('suffix', detail.value)}
              />
            </FormField>
            <FormField
              label="System prompt"
              description="Trained into every example."
              errorText={form.errorOf('systemPromptId')}
            >
              <Select
                selectedOption={promptOptions.find((option) => option.value === form.values.systemPromptId) ?? null}
                options={promptOptions}
                statusType={systemPrompts.isPending ? 'loading' : 'finished'}
                loadingText="Loading system prompts"
                onChange={({ detail }) => form.setValue('systemPromptId', detail.selectedOption.value ?? '')}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  )
}
