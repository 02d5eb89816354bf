import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import type { ReactNode } from 'react'
import { PageLoading } from '../../../components/page-loading.tsx'
import { useSessionGuard } from '../use-session-guard.ts'

/** Renders its children only for a session the navigation rules let through. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, redirectTo, retry } = useSessionGuard()

  if (session.status === 'unavailable') {
    return (
      <Box padding="l">
        <Alert
          type="error"
          header="Your account could not be loaded"
          action={<Button onClick={retry}>Try again</Button>}
        >
          The server could not be reached or answered with an error. Your session is kept; try again in a moment.
        </Alert>
      </Box>
    )
  }
  if (session.status === 'loading' || redirectTo) return <PageLoading />
  return children
}
