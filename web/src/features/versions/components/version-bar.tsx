import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import SpaceBetween from '@cloudscape-design/components/space-between'
import StatusIndicator from '@cloudscape-design/components/status-indicator'
import { RouterLink } from '../../../components/router-link.tsx'
import { canWrite } from '../../projects/index.ts'
import { frozenReasonSentence, type VersionContext } from '../version-context.ts'
import { useUnfreezeWithConfirmation } from './unfreeze-version.tsx'
import { VersionPicker } from './version-picker.tsx'
import './version-bar.css'

/**
 * The project and version a page works on, above its content: the version picker switches every project page
 * at once, and a frozen version says why nothing can be changed, with the way out for those who may take it.
 */
export function VersionBar({ context }: { context: VersionContext }) {
  const { project, version, scope } = context
  const unfreeze = useUnfreezeWithConfirmation()

  return (
    <SpaceBetween size="s">
      <Container>
        <div className="version-bar">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box variant="awsui-key-label">Project</Box>
            <RouterLink to="/projects/view/" fontSize="heading-s">
              {project.name}
            </RouterLink>
          </SpaceBetween>
          <div className="version-bar-picker">
            <Box variant="awsui-key-label">Version</Box>
            <VersionPicker project={project} versionId={version.id} />
          </div>
          {version.frozen ? (
            <StatusIndicator type="stopped">Frozen</StatusIndicator>
          ) : (
            <StatusIndicator type="success">Editable</StatusIndicator>
          )}
          {!canWrite(project.access) && <StatusIndicator type="info">Read-only access</StatusIndicator>}
        </div>
      </Container>
      {version.frozen && (
        <Alert
          type="warning"
          header={`Version ${version.name} is frozen`}
          action={
            canWrite(project.access) && (
              <Button loading={unfreeze.pending} onClick={() => void unfreeze.start(scope, version)}>
                Unfreeze
              </Button>
            )
          }
        >
          {frozenReasonSentence(version.frozenReason)} Unfreeze it to change its content, or create a new version from
          it.
        </Alert>
      )}
      {unfreeze.confirmation}
    </SpaceBetween>
  )
}
