import Alert from '@cloudscape-design/components/alert'
import Box from '@cloudscape-design/components/box'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import SegmentedControl from '@cloudscape-design/components/segmented-control'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import Toggle from '@cloudscape-design/components/toggle'
import { useEffect, useState } from 'react'
import { useVersionScope } from '../../projects/index.ts'
import { useApiKeys } from '../api/list-api-keys.ts'
import { readBuilderState, saveBuilderState } from '../builder-storage.ts'
import { useWidgetPreview, widgetScriptPath } from '../use-widget-preview.ts'
import { type BuilderState, injectionConfigOf, snippetOf } from '../widget-builder-config.ts'

type TextField = { [Key in keyof BuilderState]: BuilderState[Key] extends string ? Key : never }[keyof BuilderState]

/** `/widget/builder/`: the whole widget configuration, the real widget as live preview, and the snippet. */
export function WidgetBuilderPage() {
  const [state, setState] = useState<BuilderState>(readBuilderState)
  const scope = useVersionScope()
  const apiKeys = useApiKeys(scope, true)
  const previewError = useWidgetPreview(injectionConfigOf(state), state.embedId.trim() !== '')
  useEffect(() => saveBuilderState(state), [state])

  const update = (changes: Partial<BuilderState>) => setState((current) => ({ ...current, ...changes }))
  const text = (field: TextField, label: string, description?: string) => (
    <FormField label={label} description={description}>
      <Input value={state[field]} onChange={({ detail }) => update({ [field]: detail.value })} ariaLabel={label} />
    </FormField>
  )
  const lines = (field: TextField, label: string, description: string) => (
    <FormField label={label} description={description}>
      <Textarea
        value={state[field]}
        rows={3}
        onChange={({ detail }) => update({ [field]: detail.value })}
        ariaLabel={label}
      />
    </FormField>
  )

  const keyOptions = (apiKeys.data ?? []).map((key) => ({
    label: key.name,
    value: key.embedId,
    description:
      key.allowedDomains.length > 0 ? `Allowed on ${key.allowedDomains.join(', ')}` : 'No allowed domains yet',
  }))
  const chosenKey = keyOptions.find((option) => option.value === state.embedId) ?? null
  const snippet = snippetOf(state, new URL(widgetScriptPath, window.location.origin).href)

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description="Configure the widget, try the real thing in the corner of this page, then copy the snippet to your site."
      >
        Widget builder
      </Header>
      <ColumnLayout columns={2}>
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">Assistant</Header>}>
            <SpaceBetween size="m">
              <FormField
                label="API key"
                description="The key's embed id connects the widget to its trained model. Keys of the project you work on are listed."
              >
                <Select
                  selectedOption={chosenKey}
                  options={keyOptions}
                  placeholder={keyOptions.length > 0 ? 'Choose an API key' : 'No API keys in the selected project'}
                  empty="Create an API key under Deployment first."
                  statusType={apiKeys.isLoading ? 'loading' : 'finished'}
                  onChange={({ detail }) => update({ embedId: detail.selectedOption.value ?? '' })}
                  ariaLabel="API key"
                />
              </FormField>
              {text('embedId', 'Embed id', 'Or paste an embed id, for example emb_…')}
              <Box variant="small" color="text-body-secondary">
                The preview runs on this page, so the key must allow {window.location.hostname} among its domains.
              </Box>
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">Chat window</Header>}>
            <SpaceBetween size="m">
              {text('title', 'Title')}
              {text('subtitle', 'Subtitle')}
              <FormField label="Colour scheme">
                <SegmentedControl
                  selectedId={state.colorScheme}
                  options={[
                    { id: 'light', text: 'Light' },
                    { id: 'dark', text: 'Dark' },
                  ]}
                  onChange={({ detail }) => update({ colorScheme: detail.selectedId === 'dark' ? 'dark' : 'light' })}
                />
              </FormField>
              <ColumnLayout columns={2}>
                {text('primaryColor', 'Primary colour', 'Header, launcher, your bubbles')}
                {text('accentColor', 'Accent colour', 'Links and chips')}
              </ColumnLayout>
              <Toggle checked={state.expanded} onChange={({ detail }) => update({ expanded: detail.checked })}>
                Open expanded (688 px wide)
              </Toggle>
              {lines('welcomeMessage', 'Welcome message', 'Markdown is allowed.')}
              {lines(
                'suggestedActions',
                'Suggested actions',
                'One per line: Label | actionName. Your page runs the action (see the snippet).',
              )}
              {text('buttonLabel', 'Launcher label', 'What screen readers announce for the chat button')}
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">Home screen</Header>}>
            <SpaceBetween size="m">
              <Toggle checked={state.homeScreen} onChange={({ detail }) => update({ homeScreen: detail.checked })}>
                Show a home screen before the chat
              </Toggle>
              {state.homeScreen && (
                <>
                  {text('logo', 'Logo URL')}
                  {text('heading', 'Heading')}
                  {text('description', 'Description')}
                  {lines(
                    'cards',
                    'Cards',
                    'One per line: button | title | description | button text | action, image | title | description | image URL | action, or link | title | description | button text | URL.',
                  )}
                </>
              )}
            </SpaceBetween>
          </Container>
        </SpaceBetween>
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">Live preview</Header>}>
            {state.embedId.trim() === '' ? (
              <Alert type="info">
                Choose an API key or enter an embed id: the preview is the real widget talking to that key.
              </Alert>
            ) : previewError ? (
              <Alert type="error" header="The widget refused this configuration">
                {previewError}
              </Alert>
            ) : (
              <Box variant="p">
                The widget is open in the bottom-right corner of this page. Changes apply as you type.
              </Box>
            )}
          </Container>
          <Container
            header={
              <Header
                variant="h2"
                actions={
                  <CopyToClipboard
                    variant="button"
                    textToCopy={snippet}
                    copyButtonText="Copy snippet"
                    copySuccessText="Snippet copied"
                    copyErrorText="The snippet could not be copied"
                  />
                }
              >
                Snippet
              </Header>
            }
          >
            <section aria-label="Embed snippet">
              <pre className="widget-builder__snippet">{snippet}</pre>
            </section>
          </Container>
        </SpaceBetween>
      </ColumnLayout>
    </SpaceBetween>
  )
}
