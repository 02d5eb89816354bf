import Box from '@cloudscape-design/components/box'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { RouterLink } from '../../components/router-link.tsx'

export function NotFoundPage() {
  return (
    <SpaceBetween size="m">
      <Header variant="h1">Page not found</Header>
      <Box variant="p">
        There is no page at this address. Go to the <RouterLink to="/">home page</RouterLink> or{' '}
        <RouterLink to="/projects/">your projects</RouterLink>.
      </Box>
    </SpaceBetween>
  )
}
