import Checkbox from '@cloudscape-design/components/checkbox'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { Project } from '@platform/shared/contracts/projects'
import { createVersionRequestSchema } from '@platform/shared/contracts/versions'
import { useState } from 'react'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useCreateVersion } from '../api/create-version.ts'
import { describeCounts } from '../content-counts.ts'

/**
 * Creates the next version as a copy of one the user picks (its content always, its app info by choice) and
 * switches the console to it, since a new version is made to be worked on.
 */
export function CreateVersionModal({
  project,
  fromVersionId,
  onClose,
}: {
  project: Project
  fromVersionId: string
  onClose: () => void
}) {
  const [sourceId, setSourceId] = useState(fromVersionId)
  const nextNumber = Math.max(0, ...project.versions.map((version) => version.number)) + 1
  const form = useSchemaForm(createVersionRequestSchema, { version: '', appInfo: true }, (values) => ({
    version: values.version.trim() === '' ? undefined : values.version,
    appInfo: values.appInfo,
  }))
  const createVersion = useCreateVersion()
  const options = project.versions.map((version) => ({ value: version.id, label: version.name }))

  const submit = form.submit((body) =>
    createVersion.mutate(
      { scope: { organizationId: project.organizationId, projectId: project.id, versionId: sourceId }, body },
      {
        onSuccess: (created) => {
          consoleContextStore.selectVersion(created.version)
          toast.success(`New version created: ${created.version.name}, with ${describeCounts(created.copied)} copied.`)
          onClose()
        },
        onError: (error) => form.reportError(error, { DUPLICATE_NAME: 'version' }),
      },
    ),
  )

  return (
    <FormModal
      visible
      header="New version"
      formId="create-version"
      submitLabel="Create version"
      loading={createVersion.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField label="Copy from" description="The new version starts with a copy of this version's content.">
          <Select
            ariaLabel="Copy from"
            selectedOption={options.find((option) => option.value === sourceId) ?? null}
            options={options}
            onChange={({ detail }) => setSourceId(detail.selectedOption.value ?? fromVersionId)}
          />
        </FormField>
        <FormField
          label={
            <span>
              Name <i>- optional</i>
            </span>
          }
          description={`Left blank, the version is named v${nextNumber}.`}
          errorText={form.errorOf('version')}
        >
          <Input
            name="version"
            placeholder={`v${nextNumber}`}
            value={form.values.version}
            onChange={({ detail }) => form.setValue('version', detail.value)}
          />
        </FormField>
        <Checkbox checked={form.values.appInfo} onChange={({ detail }) => form.setValue('appInfo', detail.checked)}>
          Copy the app info too
        </Checkbox>
      </SpaceBetween>
    </FormModal>
  )
}
