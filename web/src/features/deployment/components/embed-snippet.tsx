import Box from '@cloudscape-design/components/box'
import Container from '@cloudscape-design/components/container'
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard'
import Header from '@cloudscape-design/components/header'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { ApiKey } from '@platform/shared/contracts/deployment'
import { embedSnippets } from '../deployment-format.ts'
import './embed-snippet.css'

/** `copyLabel` stays short: the button cannot wrap, and a long one runs past the container on a phone. */
function Snippet({ label, copyLabel, text }: { label: string; copyLabel: string; text: string }) {
  return (
    <SpaceBetween size="xxs">
      <Box variant="awsui-key-label">{label}</Box>
      <section aria-label={label} className="embed-snippet">
        <Box variant="pre">{text}</Box>
      </section>
      <CopyToClipboard
        variant="button"
        textToCopy={text}
        copyButtonText={copyLabel}
        copySuccessText={`${label} copied`}
        copyErrorText={`${label} could not be copied`}
      />
    </SpaceBetween>
  )
}

/** What a site owner pastes to show the chat widget for a key: the script tag, or the same script loaded from code. */
export function EmbedSnippet({ apiKey }: { apiKey: ApiKey }) {
  const { scriptTag, fromCode } = embedSnippets(window.location.origin, apiKey.embedId)
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={`Paste it on a page of ${apiKey.allowedDomains.join(', ') || 'an allowed domain (add one first)'}.`}
        >
          Embed “{apiKey.name}”
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Snippet label="Script tag" copyLabel="Copy script tag" text={scriptTag} />
        <Snippet label="From JavaScript (single-page apps)" copyLabel="Copy code" text={fromCode} />
      </SpaceBetween>
    </Container>
  )
}
