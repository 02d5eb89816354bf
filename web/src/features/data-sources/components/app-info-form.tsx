import Button from '@cloudscape-design/components/button'
import ColumnLayout from '@cloudscape-design/components/column-layout'
import Container from '@cloudscape-design/components/container'
import Form from '@cloudscape-design/components/form'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { type AppInfo, type AppInfoFields, updateAppInfoRequestSchema } from '@platform/shared/contracts/versions'
import { PageLoading } from '../../../components/page-loading.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { formatDate } from '../../../lib/format-date.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useAppInfo } from '../api/get-app-info.ts'
import { useUpdateAppInfo } from '../api/update-app-info.ts'

const fieldNames = ['name', 'description', 'websiteUrl', 'industry', 'audience', 'tone', 'language'] as const

function fieldsOf(appInfo: AppInfo): AppInfoFields {
  return Object.fromEntries(fieldNames.map((name) => [name, appInfo[name]])) as AppInfoFields
}

/** `dc=info`: what the assistant knows about the product it serves; it seeds system prompts and generated Q&As. */
export function AppInfoView({ context }: { context: VersionContext }) {
  const appInfo = useAppInfo(context.scope)
  if (appInfo.isPending) return <PageLoading />
  if (!appInfo.data) return <Container>App info could not be loaded. Reload the page to try again.</Container>
  // Keyed by version, so switching version starts the form from that version's app info.
  return <AppInfoForm key={context.version.id} context={context} appInfo={appInfo.data} />
}

function AppInfoForm({ context, appInfo }: { context: VersionContext; appInfo: AppInfo }) {
  const form = useSchemaForm(updateAppInfoRequestSchema, fieldsOf(appInfo))
  const update = useUpdateAppInfo(context.scope)
  const saved = fieldsOf(appInfo)
  const unchanged = fieldNames.every((name) => form.values[name] === saved[name])
  const readOnly = !context.editable

  const submit = form.submit((body) =>
    update.mutate(body, {
      onSuccess: (next) => {
        form.reset(fieldsOf(next))
        toast.success('App info updated.')
      },
      onError: (error) => form.reportError(error),
    }),
  )

  const text = (name: (typeof fieldNames)[number], label: string, description: string, placeholder?: string) => (
    <FormField label={label} description={description} errorText={form.errorOf(name)}>
      <Input
        name={name}
        value={form.values[name]}
        placeholder={placeholder}
        readOnly={readOnly}
        onChange={({ detail }) => form.setValue(name, detail.value)}
      />
    </FormField>
  )

  return (
    <form onSubmit={submit} aria-label="App info" noValidate>
      <Form
        actions={
          !readOnly && (
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" disabled={unchanged} onClick={() => form.reset(saved)}>
                Discard changes
              </Button>
              <Button variant="primary" formAction="submit" disabled={unchanged} loading={update.isPending}>
                Save app info
              </Button>
            </SpaceBetween>
          )
        }
      >
        <Container
          header={
            <Header
              variant="h2"
              description={
                appInfo.updatedAt
                  ? `Last saved ${formatDate(appInfo.updatedAt)}.`
                  : 'Not saved yet. Describe your product so every answer can rely on it.'
              }
            >
              App info for {context.version.name}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <ColumnLayout columns={2}>
              {text('name', 'App name', 'The product the assistant serves.', 'Acme Books')}
              {text('websiteUrl', 'Website', 'A full URL, starting with https://.', 'https://acme.example.com')}
            </ColumnLayout>
            <FormField
              label="What it does"
              description="A few sentences on what the product does and for whom."
              errorText={form.errorOf('description')}
            >
              <Textarea
                name="description"
                rows={4}
                readOnly={readOnly}
                value={form.values.description}
                onChange={({ detail }) => form.setValue('description', detail.value)}
              />
            </FormField>
            <ColumnLayout columns={2}>
              {text('industry', 'Industry', 'Category of the product.', 'Accounting software')}
              {text('audience', 'Audience', 'Who the assistant talks to.', 'Small business owners')}
              {text('tone', 'Tone', 'How the assistant speaks.', 'Friendly and concise')}
              {text('language', 'Language', 'The language answers are written in.', 'English')}
            </ColumnLayout>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  )
}
