import Alert from '@cloudscape-design/components/alert'
import Checkbox from '@cloudscape-design/components/checkbox'
import FormField from '@cloudscape-design/components/form-field'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { Project, VersionSummary } from '@platform/shared/contracts/projects'
import { importVersionRequestSchema } from '@platform/shared/contracts/versions'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { useImportVersion } from '../api/import-version.ts'
import { describeCounts } from '../content-counts.ts'

/** Merges another version's content into `target`: same ids are replaced, new ones added, nothing removed. */
export function ImportVersionModal({
  project,
  target,
  onClose,
}: {
  project: Project
  target: VersionSummary
  onClose: () => void
}) {
  const sources = project.versions.filter((version) => version.id !== target.id)
  const form = useSchemaForm(importVersionRequestSchema, { fromVersionId: sources[0]?.id ?? '', appInfo: false })
  const importVersion = useImportVersion()
  const options = sources.map((version) => ({ value: version.id, label: version.name }))

  const submit = form.submit((body) =>
    importVersion.mutate(
      { scope: { organizationId: project.organizationId, projectId: project.id, versionId: target.id }, body },
      {
        onSuccess: (imported) => {
          toast.success(`Data imported into ${target.name}: ${describeCounts(imported.imported)}.`)
          onClose()
        },
      },
    ),
  )

  return (
    <FormModal
      visible
      header={`Import into ${target.name}`}
      formId="import-version"
      submitLabel="Import"
      loading={importVersion.isPending}
      submitDisabled={sources.length === 0}
      onSubmit={submit}
      onDismiss={onClose}
    >
      {sources.length === 0 ? (
        <Alert type="info">This project has one version. Create another version first to import between them.</Alert>
      ) : (
        <SpaceBetween size="l">
          <FormField
            label="Import from"
            description="Items with the same id are replaced, new items are added, nothing is removed."
            errorText={form.errorOf('fromVersionId')}
          >
            <Select
              ariaLabel="Import from"
              selectedOption={options.find((option) => option.value === form.values.fromVersionId) ?? null}
              options={options}
              onChange={({ detail }) => form.setValue('fromVersionId', detail.selectedOption.value ?? '')}
            />
          </FormField>
          <Checkbox checked={form.values.appInfo} onChange={({ detail }) => form.setValue('appInfo', detail.checked)}>
            Replace the app info with the source version's
          </Checkbox>
        </SpaceBetween>
      )}
    </FormModal>
  )
}
