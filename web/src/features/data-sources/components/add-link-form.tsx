import Button from '@cloudscape-design/components/button'
import Container from '@cloudscape-design/components/container'
import FormField from '@cloudscape-design/components/form-field'
import Header from '@cloudscape-design/components/header'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import { addUrlRequestSchema } from '@platform/shared/contracts/sources'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionContext } from '../../versions/index.ts'
import { useAddUrl } from '../api/add-url.ts'
import { useStartNestedUrlSearch } from '../api/start-nested-url-search.ts'
import './add-link-form.css'

/**
 * One field, two ways in: add the link itself, or search the site from it for linked pages and documents to
 * choose from. Both check the link with the shared rule first.
 */
export function AddLinkForm({ context }: { context: VersionContext }) {
  const form = useSchemaForm(addUrlRequestSchema, { url: '' })
  const addUrl = useAddUrl(context.scope)
  const startSearch = useStartNestedUrlSearch(context.scope)

  const add = form.submit(({ url }) =>
    addUrl.mutate(
      { url },
      {
        onSuccess: (answer) => {
          if (answer.added.length > 0) {
            toast.success(`Link added: ${answer.added[0]?.url ?? url}. Its text is being read for Q&A generation.`)
          } else {
            toast.info(`That link is already added: ${answer.alreadyAdded[0] ?? url}.`)
          }
          form.reset()
        },
        onError: (error) => form.reportError(error),
      },
    ),
  )

  const search = form.submit(({ url }) =>
    startSearch.mutate(
      { url },
      {
        onSuccess: (started) => {
          toast.info(`Looking for links on ${started.url}. Choose the ones to add when the search ends.`)
          form.reset()
        },
        onError: (error) => form.reportError(error),
      },
    ),
  )

  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Web pages and documents to learn from. Their text is read and turned into Q&As for training."
        >
          Add links
        </Header>
      }
    >
      <form onSubmit={add} aria-label="Add a link" noValidate>
        <div className="add-link-row">
          <FormField
            label="Link"
            constraintText="Add this page alone, or find the pages and documents it links to on the same site."
            errorText={form.errorOf('url')}
            stretch
          >
            <Input
              name="url"
              type="url"
              inputMode="url"
              placeholder="https://docs.example.com/getting-started"
              disabled={!context.editable}
              value={form.values.url}
              onChange={({ detail }) => form.setValue('url', detail.value)}
            />
          </FormField>
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              disabled={!context.editable}
              loading={startSearch.isPending}
              onClick={() => search()}
            >
              Find linked pages
            </Button>
            <Button variant="primary" formAction="submit" disabled={!context.editable} loading={addUrl.isPending}>
              Add link
            </Button>
          </SpaceBetween>
        </div>
      </form>
    </Container>
  )
}
