import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { EmptyState } from '../../../components/empty-state/empty-state.tsx'
import { useFollow } from '../../../components/router-link.tsx'

/** Project pages opened before any project is chosen: say so and offer the two ways forward. */
export function NoProjectSelected() {
  const follow = useFollow()
  return (
    <Container>
      <EmptyState
        title="No project selected"
        action={
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button href="/projects/" onFollow={follow}>
              Choose a project
            </Button>
            <Button variant="primary" href="/projects/create/" onFollow={follow}>
              Create project
            </Button>
          </SpaceBetween>
        }
      >
        Choose the project to work on, or create a new one. Its versions, data sources and models appear here.
      </EmptyState>
    </Container>
  )
}
