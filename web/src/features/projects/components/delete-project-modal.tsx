import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { Project } from '@platform/shared/contracts/projects'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { consoleContextStore } from '../../../lib/console-context/use-console-context.ts'
import { useDeleteProject } from '../api/delete-project.ts'
import { confirmsProjectName } from '../confirm-project-name.ts'

/**
 * Deleting a project removes every version, source, model and key it holds, so the user types its name to
 * confirm. The API hides the project at once and removes its data in a background job.
 */
export function DeleteProjectModal({
  project,
  visible,
  onClose,
}: {
  project: Project
  visible: boolean
  onClose: () => void
}) {
  const [typed, setTyped] = useState('')
  const deleteProject = useDeleteProject({ organizationId: project.organizationId, projectId: project.id })
  const navigate = useNavigate()
  const confirmed = confirmsProjectName(typed, project.name)

  function close() {
    setTyped('')
    onClose()
  }

  function confirm() {
    if (!confirmed) return
    deleteProject.mutate(undefined, {
      onSuccess: () => {
        if (consoleContextStore.getSnapshot().projectId === project.id) consoleContextStore.selectProject(null)
        toast.success(`Project deleted: ${project.name}. Its data is being removed in the background.`)
        void navigate('/projects/', { replace: true })
      },
    })
  }

  return (
    <ConfirmModal
      visible={visible}
      header="Delete project"
      confirmLabel="Delete project"
      loading={deleteProject.isPending}
      confirmDisabled={!confirmed}
      onConfirm={confirm}
      onDismiss={close}
    >
      <SpaceBetween size="m">
        <Box variant="p">
          Delete <Box variant="strong">{project.name}</Box> with its {project.versions.length}{' '}
          {project.versions.length === 1 ? 'version' : 'versions'}, data sources, knowledge, models and API keys?
        </Box>
        <Alert type="warning">This cannot be undone. Deployed assistants of this project stop answering.</Alert>
        <form
          aria-label="Confirm project deletion"
          onSubmit={(event) => {
            event.preventDefault()
            confirm()
          }}
        >
          <FormField label={`To confirm, type the project name: ${project.name}`}>
            <Input
              name="confirm-name"
              ariaLabel="Project name"
              value={typed}
              onChange={({ detail }) => setTyped(detail.value)}
            />
          </FormField>
        </form>
      </SpaceBetween>
    </ConfirmModal>
  )
}
