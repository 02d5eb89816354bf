import Select from '@cloudscape-design/components/select'
import type { Project } from '@platform/shared/contracts/projects'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'

/**
 * Chooses the version the project pages work on. Latest first, as the API lists them; frozen versions say so.
 */
export function VersionPicker({ project, versionId }: { project: Project; versionId: string }) {
  const options = project.versions.map((version) => ({
    value: version.id,
    label: version.name,
    description: version.id === project.latestVersionId ? 'Latest' : undefined,
    tags: version.frozen ? ['Frozen'] : undefined,
  }))
  return (
    <Select
      ariaLabel="Version"
      selectedOption={options.find((option) => option.value === versionId) ?? null}
      options={options}
      onChange={({ detail }) => {
        const chosen = project.versions.find((version) => version.id === detail.selectedOption.value)
        if (chosen) consoleContextStore.selectVersion(chosen)
      }}
    />
  )
}
