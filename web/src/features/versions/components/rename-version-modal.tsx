import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import type { VersionSummary } from '@platform/shared/contracts/projects'
import { renameVersionRequestSchema } from '@platform/shared/contracts/versions'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useRenameVersion } from '../api/rename-version.ts'

/** Renames a version. Mounted per version, so the field starts from that version's name. */
export function RenameVersionModal({
  scope,
  version,
  onClose,
}: {
  scope: { organizationId: string; projectId: string }
  version: VersionSummary
  onClose: () => void
}) {
  const form = useSchemaForm(renameVersionRequestSchema, { version: version.name })
  const rename = useRenameVersion()

  const submit = form.submit((body) =>
    rename.mutate(
      { scope: { ...scope, versionId: version.id }, body },
      {
        onSuccess: (renamed) => {
          toast.success(`Version name saved: ${renamed.name}.`)
          onClose()
        },
        onError: (error) => form.reportError(error, { DUPLICATE_NAME: 'version' }),
      },
    ),
  )

  return (
    <FormModal
      visible
      header={`Rename ${version.name}`}
      formId="rename-version"
      submitLabel="Save"
      loading={rename.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <FormField
        label="Version name"
        description="Unique in the project, e.g. “v2” or “Spring release”."
        constraintText="At most 40 characters."
        errorText={form.errorOf('version')}
      >
        <Input
          name="version"
          value={form.values.version}
          onChange={({ detail }) => form.setValue('version', detail.value)}
        />
      </FormField>
    </FormModal>
  )
}
