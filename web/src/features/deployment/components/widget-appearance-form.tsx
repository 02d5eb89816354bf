import Button from '@cloudscape-design/components/button'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import SegmentedControl from '@cloudscape-design/components/segmented-control'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import type { ApiKey } from '@platform/shared/contracts/deployment'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '../../../components/toasts/toast-store.ts'
import { messageForUser } from '../../../lib/api-client.ts'
import { requireAnswer } from '../../../lib/require-answer.ts'
import type { VersionIdentifiers } from '../../training/index.ts'
import { deploymentQueryKeys } from '../api/deployment-query-keys.ts'
import { setApiKeyAppearance } from '../api/set-api-key-appearance.ts'
import { type AppearanceFormValues, appearanceOf, formValuesOf, widgetDefaults } from '../widget-appearance-form.ts'
import './widget-appearance.css'

type TextField = Exclude<keyof AppearanceFormValues, 'colorScheme'>

/** A drawing of the chat window as the form stands: header, welcome bubble and question chips. */
function AppearancePreview({ values }: { values: AppearanceFormValues }) {
  const appearance = appearanceOf(values)
  return (
    <section
      aria-label="Widget preview"
      className="widget-appearance-preview"
      data-color-scheme={appearance.colorScheme ?? 'light'}
    >
      <div
        className="widget-appearance-preview__header"
        style={{ background: appearance.primaryColor ?? widgetDefaults.primaryColor }}
      >
        <p className="widget-appearance-preview__title">{appearance.title ?? widgetDefaults.title}</p>
        {appearance.subtitle && <p className="widget-appearance-preview__subtitle">{appearance.subtitle}</p>}
      </div>
      <div className="widget-appearance-preview__body">
        <div className="widget-appearance-preview__bubble">
          {appearance.welcomeMessage ?? widgetDefaults.welcomeMessage}
        </div>
        {appearance.suggestedQuestions && (
          <div
            className="widget-appearance-preview__chips"
            style={{ color: appearance.accentColor ?? widgetDefaults.accentColor }}
          >
            {appearance.suggestedQuestions.map((question) => (
              <span key={question} className="widget-appearance-preview__chip">
                {question}
              </span>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}

/**
 * The widget's look for one key (issue 43 item 6): saved on the key, applied by the widget on its next page load
 * over what the embed code says. Blank fields leave the embed code (or the widget's defaults) in charge.
 */
export function WidgetAppearanceForm({
  version,
  apiKey,
  mayChange,
}: {
  version: VersionIdentifiers
  apiKey: ApiKey
  mayChange: boolean
}) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<AppearanceFormValues>(() => formValuesOf(apiKey.appearance))
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const update = (changes: Partial<AppearanceFormValues>) => setValues((current) => ({ ...current, ...changes }))

  async function save() {
    setSaving(true)
    setError(null)
    try {
      const answer = requireAnswer(await setApiKeyAppearance(version, apiKey.id, { appearance: appearanceOf(values) }))
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: deploymentQueryKeys.apiKeys(version) })
    } catch (failure) {
      setError(messageForUser(failure))
    } finally {
      setSaving(false)
    }
  }

  const text = (field: TextField, label: string, placeholder: string, description?: string) => (
    <FormField label={label} description={description}>
      <Input
        value={values[field]}
        placeholder={placeholder}
        disabled={!mayChange}
        onChange={({ detail }) => update({ [field]: detail.value })}
        ariaLabel={label}
      />
    </FormField>
  )

  return (
    <Container
      header={
        <Header
          variant="h2"
          description="How the widget looks on your site with this key. It applies from the next page load; blank fields keep what the embed code says."
        >
          Widget appearance of “{apiKey.name}”
        </Header>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <Form
          errorText={error ?? undefined}
          actions={
            <Button variant="primary" formAction="submit" loading={saving} disabled={!mayChange}>
              Save appearance
            </Button>
          }
        >
          <ColumnLayout columns={2}>
            <SpaceBetween size="m">
              {text('title', 'Title', widgetDefaults.title)}
              {text('subtitle', 'Subtitle', 'Answers in seconds')}
              <FormField label="Welcome message" description="The first thing the chat says. Markdown is allowed.">
                <Textarea
                  value={values.welcomeMessage}
                  rows={3}
                  disabled={!mayChange}
                  onChange={({ detail }) => update({ welcomeMessage: detail.value })}
                  ariaLabel="Welcome message"
                />
              </FormField>
              <FormField
                label="Suggested questions"
                description="One per line, at most 6. A visitor clicks one to ask it."
              >
                <Textarea
                  value={values.suggestedQuestions}
                  rows={3}
                  placeholder="Where is my parcel?"
                  disabled={!mayChange}
                  onChange={({ detail }) => update({ suggestedQuestions: detail.value })}
                  ariaLabel="Suggested questions"
                />
              </FormField>
              <FormField label="Colour scheme">
                <SegmentedControl
                  selectedId={values.colorScheme}
                  options={[
                    { id: 'embed', text: 'Embed code', disabled: !mayChange },
                    { id: 'light', text: 'Light', disabled: !mayChange },
                    { id: 'dark', text: 'Dark', disabled: !mayChange },
                  ]}
                  onChange={({ detail }) =>
                    update({ colorScheme: detail.selectedId as AppearanceFormValues['colorScheme'] })
                  }
                />
              </FormField>
              <ColumnLayout columns={2}>
                {text('primaryColor', 'Primary colour', widgetDefaults.primaryColor, 'Header, launcher, your bubbles')}
                {text('accentColor', 'Accent colour', widgetDefaults.accentColor, 'Links and chips')}
              </ColumnLayout>
            </SpaceBetween>
            <FormField label="Preview">
              <AppearancePreview values={values} />
            </FormField>
          </ColumnLayout>
        </Form>
      </form>
    </Container>
  )
}
