import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import { useRouteError } from 'react-router-dom'

/** Shown when a page fails to render or its code fails to load (for example after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError()
  console.error(error)
  return (
    <Box padding="xxl">
      <Alert
        type="error"
        header="Something went wrong"
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      >
        An unexpected error occurred. Please refresh the browser and try again.
      </Alert>
    </Box>
  )
}
