import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { useState } from 'react'
import { useFollow } from '../../../components/router-link.tsx'
import { readBuilderState } from '../builder-storage.ts'
import { useWidgetPreview } from '../use-widget-preview.ts'
import { injectionConfigOf } from '../widget-builder-config.ts'

/** `/widget/`: what the widget does, and the widget itself with the configuration last made in the builder. */
export function WidgetDemoPage() {
  const follow = useFollow()
  const [state] = useState(readBuilderState)
  const [trying, setTrying] = useState(false)
  const hasAssistant = state.embedId.trim() !== ''
  const error = useWidgetPreview(injectionConfigOf(state), trying && hasAssistant)

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description="One script tag adds your trained assistant to any site: your colours, a home screen, and actions and functions that run in your page."
      >
        Chat widget
      </Header>
      <Container header={<Header variant="h2">Try it</Header>}>
        <SpaceBetween size="m">
          {hasAssistant ? (
            <Box variant="p">
              This runs the real widget with the assistant and look you chose in the builder (embed id {state.embedId}).
            </Box>
          ) : (
            <Alert type="info">
              Choose an assistant in the widget builder first: the demo runs the widget with one of your API keys.
            </Alert>
          )}
          {error && <Alert type="error">{error}</Alert>}
          <SpaceBetween direction="horizontal" size="xs">
            {hasAssistant && (
              <Button variant="primary" onClick={() => setTrying(true)} disabled={trying}>
                Open the widget
              </Button>
            )}
            <Button href="/widget/builder/" onFollow={follow}>
              Open the widget builder
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  )
}
