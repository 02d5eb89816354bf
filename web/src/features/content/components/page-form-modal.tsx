import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { createPageRequestSchema, type Page } from '@platform/shared/contracts/version-content'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useCreatePage } from '../api/create-page.ts'
import { useUpdatePage } from '../api/update-page.ts'

/** Adds a page of the product the assistant can send people to, or edits one (its path stays its id). */
export function PageFormModal({
  scope,
  item,
  onClose,
}: {
  scope: VersionScope
  item: Page | null
  onClose: () => void
}) {
  const form = useSchemaForm(createPageRequestSchema, {
    id: item?.id ?? '',
    title: item?.title ?? '',
    description: item?.description ?? '',
    url: item?.url ?? '',
  })
  const create = useCreatePage(scope)
  const update = useUpdatePage(scope)
  const codes = { DUPLICATE_NAME: 'id' }

  const submit = form.submit((page) => {
    const onError = (error: unknown) => form.reportError(error, codes)
    if (item) {
      update.mutate(page, {
        onError,
        onSuccess: (saved) => {
          toast.success(`Page updated: ${saved.title}.`)
          onClose()
        },
      })
    } else {
      create.mutate(page, {
        onError,
        onSuccess: (saved) => {
          toast.success(`Page added: ${saved.title}.`)
          onClose()
        },
      })
    }
  })

  return (
    <FormModal
      visible
      header={item ? `Edit ${item.title}` : 'Add page'}
      formId="page-form"
      submitLabel={item ? 'Save' : 'Add page'}
      loading={create.isPending || update.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField
          label="Path or URL"
          description="Where the page is in your app, e.g. /settings/billing. It identifies the page."
          errorText={form.errorOf('id')}
        >
          <Input
            name="id"
            value={form.values.id}
            readOnly={item !== null}
            onChange={({ detail }) => form.setValue('id', detail.value)}
          />
        </FormField>
        <FormField label="Title" errorText={form.errorOf('title')}>
          <Input
            name="title"
            value={form.values.title}
            onChange={({ detail }) => form.setValue('title', detail.value)}
          />
        </FormField>
        <FormField
          label={
            <span>
              Description <i>- optional</i>
            </span>
          }
          description="What people do on this page, so the assistant knows when to send them there."
          errorText={form.errorOf('description')}
        >
          <Textarea
            name="description"
            rows={3}
            value={form.values.description}
            onChange={({ detail }) => form.setValue('description', detail.value)}
          />
        </FormField>
        <FormField
          label={
            <span>
              Full URL <i>- optional</i>
            </span>
          }
          errorText={form.errorOf('url')}
        >
          <Input
            name="url"
            type="url"
            placeholder="https://app.example.com/settings/billing"
            value={form.values.url}
            onChange={({ detail }) => form.setValue('url', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
