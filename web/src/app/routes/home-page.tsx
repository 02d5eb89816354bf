import Box from '@cloudscape-design/components/box'
import Button from '@cloudscape-design/components/button'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { useFollow } from '../../components/router-link.tsx'

// Spec section 1, in the product's own words: what a visitor can do here.
const steps = [
  ['Build', 'Add your app information, web pages, files and hand-written knowledge as data sources.'],
  ['Train', 'Prepare knowledge, pages, actions and workflows, then train a model on a version of your project.'],
  ['Evaluate', 'Run test cases against each model and chat with it in the playground.'],
  ['Deploy', 'Expose models through API keys and the embeddable chat widget for your site.'],
] as const

export function HomePage() {
  const follow = useFollow()
  return (
    <SpaceBetween size="xxl">
      <Box padding={{ vertical: 'xl' }}>
        <SpaceBetween size="l">
          <Box variant="h1" fontSize="display-l" fontWeight="bold">
            Assistants trained on your own product
          </Box>
          <Box variant="p" fontSize="heading-s" color="text-body-secondary">
            Build, train, evaluate and deploy AI chat assistants for your product or support, then put them on your site
            with one script tag.
          </Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" href="/sign-up/" onFollow={follow}>
              Sign up
            </Button>
            <Button href="/get-started/" onFollow={follow}>
              How it works
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </Box>
      <Container header={<Header variant="h2">From your content to a deployed assistant</Header>}>
        <ColumnLayout columns={4} variant="text-grid">
          {steps.map(([title, text]) => (
            <div key={title}>
              <Box variant="h3">{title}</Box>
              <Box variant="p">{text}</Box>
            </div>
          ))}
        </ColumnLayout>
      </Container>
    </SpaceBetween>
  )
}
