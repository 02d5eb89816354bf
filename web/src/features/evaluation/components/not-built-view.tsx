import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { PageView } from '../../../app/route-catalogue.ts'

/** An evaluation tab whose feature is not built yet: what it will hold, and no data, real or invented. */
export function NotBuiltView({ view }: { view: PageView }) {
  return (
    <SpaceBetween size="m">
      <Box variant="p">{view.description}</Box>
      <Alert type="info" header="Not built yet">
        This view is part of the product specification; it has not been built in this version of the console, so it
        shows no data.
      </Alert>
    </SpaceBetween>
  )
}
