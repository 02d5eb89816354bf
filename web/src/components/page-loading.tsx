import Box from '@cloudscape-design/components/box'
import Spinner from '@cloudscape-design/components/spinner'

export function PageLoading() {
  return (
    <Box padding="xxl" textAlign="center">
      <Spinner size="large" />
    </Box>
  )
}
