import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import ButtonDropdown from '@cloudscape-design/components/button-dropdown'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import Table, { type TableProps } from '@cloudscape-design/components/table'
import { type Project, type VersionSummary, versionFreezingRule } from '@platform/shared/contracts/projects'
import { useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { canWrite } from '../../projects/index.ts'
import { useFreezeVersion } from '../api/freeze-version.ts'
import { CreateVersionModal } from './create-version-modal.tsx'
import { ImportVersionModal } from './import-version-modal.tsx'
import { RenameVersionModal } from './rename-version-modal.tsx'
import { useUnfreezeWithConfirmation } from './unfreeze-version.tsx'

type OpenModal =
  | { kind: 'rename'; version: VersionSummary }
  | { kind: 'create'; version: VersionSummary }
  | { kind: 'import'; version: VersionSummary }
  | null

/**
 * The project's versions, latest first, with their frozen state. From a row the user works on that version,
 * renames it, creates the next version from it, imports another version into it, freezes or unfreezes it.
 */
export function VersionsTable({
  project,
  selectedVersionId,
  variant = 'container',
  headerVariant = 'h2',
}: {
  project: Project
  selectedVersionId: string | null
  variant?: TableProps.Variant
  headerVariant?: 'h1' | 'h2'
}) {
  const [modal, setModal] = useState<OpenModal>(null)
  const freeze = useFreezeVersion()
  const unfreeze = useUnfreezeWithConfirmation()
  const writable = canWrite(project.access)
  const nameOf = (id: string | null) => project.versions.find((version) => version.id === id)?.name
  const selected = project.versions.find((version) => version.id === selectedVersionId) ?? project.versions[0]

  function act(version: VersionSummary, action: string) {
    if (action === 'select') {
      consoleContextStore.selectVersion(version)
      toast.info(`Working on ${version.name}.`)
    } else if (action === 'rename' || action === 'create' || action === 'import') {
      setModal({ kind: action, version })
    } else if (action === 'freeze') {
      freeze.mutate(
        { organizationId: project.organizationId, projectId: project.id, versionId: version.id },
        { onSuccess: () => toast.success(`Version ${version.name} frozen: its content can no longer change.`) },
      )
    } else if (action === 'unfreeze') {
      void unfreeze.start(
        { organizationId: project.organizationId, projectId: project.id, versionId: version.id },
        version,
      )
    }
  }

  return (
    <>
      <Table
        variant={variant}
        items={project.versions}
        trackBy="id"
        wrapLines
        header={
          <Header
            variant={headerVariant}
            counter={`(${project.versions.length})`}
            description={`Each version holds its own app info, data sources, knowledge and content. ${versionFreezingRule}`}
            actions={
              writable &&
              selected && (
                <Button variant="primary" onClick={() => setModal({ kind: 'create', version: selected })}>
                  New version
                </Button>
              )
            }
          >
            Versions
          </Header>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            isRowHeader: true,
            cell: (version) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Box fontWeight="bold">{version.name}</Box>
                {version.id === project.latestVersionId && <Box color="text-status-inactive">latest</Box>}
                {version.id === selectedVersionId && <StatusIndicator type="success">In use</StatusIndicator>}
              </SpaceBetween>
            ),
          },
          {
            id: 'state',
            header: 'State',
            cell: (version) =>
              version.frozen ? (
                <StatusIndicator type="stopped">
                  Frozen{version.frozenReason ? `: ${version.frozenReason}` : ''}
                </StatusIndicator>
              ) : (
                <StatusIndicator type="success">Editable</StatusIndicator>
              ),
          },
          {
            id: 'copied',
            header: 'Copied from',
            cell: (version) => nameOf(version.copiedFromVersionId) ?? '—',
          },
          { id: 'created', header: 'Created', cell: (version) => formatDate(version.createdAt) },
          {
            id: 'actions',
            header: 'Actions',
            cell: (version) => (
              <ButtonDropdown
                variant="inline-icon"
                ariaLabel={`Actions for ${version.name}`}
                expandToViewport
                onItemClick={({ detail }) => act(version, detail.id)}
                items={[
                  { id: 'select', text: 'Work on this version', disabled: version.id === selectedVersionId },
                  { id: 'rename', text: 'Rename', disabled: !writable },
                  { id: 'create', text: 'New version from this one', disabled: !writable },
                  { id: 'import', text: 'Import from another version', disabled: !writable || version.frozen },
                  version.frozen
                    ? { id: 'unfreeze', text: 'Unfreeze', disabled: !writable }
                    : { id: 'freeze', text: 'Freeze', disabled: !writable },
                ]}
              />
            ),
          },
        ]}
      />
      {modal?.kind === 'rename' && (
        <RenameVersionModal
          scope={{ organizationId: project.organizationId, projectId: project.id }}
          version={modal.version}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'create' && (
        <CreateVersionModal project={project} fromVersionId={modal.version.id} onClose={() => setModal(null)} />
      )}
      {unfreeze.confirmation}
      {modal?.kind === 'import' && (
        <ImportVersionModal project={project} target={modal.version} onClose={() => setModal(null)} />
      )}
    </>
  )
}
