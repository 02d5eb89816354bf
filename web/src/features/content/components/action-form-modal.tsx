import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import { type Action, actionKinds, createActionRequestSchema } from '@platform/shared/contracts/version-content'
import { FormModal } from '../../../components/modals/form-modal.tsx'
import { toast } from '../../../components/toasts/toast-store.ts'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../../lib/scopes.ts'
import { useCreateAction } from '../api/create-action.ts'
import { usePages } from '../api/list-pages.ts'
import { useUpdateAction } from '../api/update-action.ts'

type ActionKind = (typeof actionKinds)[number]

export const actionKindLabels: Record<ActionKind, string> = {
  navigate: 'Open a page',
  click: 'Press a control',
  function: 'Run a function in the page',
}

const kindDescriptions: Record<ActionKind, string> = {
  navigate: 'The widget opens the chosen page.',
  click: 'The widget presses a control on the current page.',
  function: "Runs the code your site registered under this action's id in the widget's actions map.",
}

const noPage = { value: '', label: 'No page' }

/** Adds an action the assistant can suggest, or edits one; the page is chosen from the version's pages. */
export function ActionFormModal({
  scope,
  item,
  onClose,
}: {
  scope: VersionScope
  item: Action | null
  onClose: () => void
}) {
  const form = useSchemaForm(
    createActionRequestSchema,
    {
      id: item?.id ?? '',
      name: item?.name ?? '',
      description: item?.description ?? '',
      kind: (item?.kind ?? 'navigate') as ActionKind,
      pageId: item?.pageId ?? '',
    },
    (values) => ({ ...values, pageId: values.pageId === '' ? null : values.pageId }),
  )
  // Every page of the version on one answer, for the picker.
  const pages = usePages(scope, { page: 1, limit: 100, allList: 'true' })
  const create = useCreateAction(scope)
  const update = useUpdateAction(scope)
  const pageOptions = [
    noPage,
    ...(pages.data?.items ?? []).map((page) => ({ value: page.id, label: page.title, description: page.id })),
  ]
  const kindOptions = actionKinds.map((kind) => ({
    value: kind,
    label: actionKindLabels[kind],
    description: kindDescriptions[kind],
  }))

  const submit = form.submit((action) => {
    const onError = (error: unknown) => form.reportError(error, { DUPLICATE_NAME: 'id' })
    const onSuccess = (saved: Action) => {
      toast.success(`Action ${item ? 'updated' : 'added'}: ${saved.name}.`)
      onClose()
    }
    if (item) update.mutate(action, { onError, onSuccess })
    else create.mutate(action, { onError, onSuccess })
  })

  return (
    <FormModal
      visible
      header={item ? `Edit ${item.name}` : 'Add action'}
      formId="action-form"
      submitLabel={item ? 'Save' : 'Add action'}
      loading={create.isPending || update.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        <FormField
          label="Action id"
          description="The key your site's actions map uses, e.g. open-billing."
          errorText={form.errorOf('id')}
        >
          <Input
            name="id"
            value={form.values.id}
            readOnly={item !== null}
            onChange={({ detail }) => form.setValue('id', detail.value)}
          />
        </FormField>
        <FormField label="Name" errorText={form.errorOf('name')}>
          <Input name="name" value={form.values.name} onChange={({ detail }) => form.setValue('name', detail.value)} />
        </FormField>
        <FormField label="What it does" errorText={form.errorOf('kind')}>
          <Select
            ariaLabel="What it does"
            selectedOption={kindOptions.find((option) => option.value === form.values.kind) ?? null}
            options={kindOptions}
            onChange={({ detail }) => form.setValue('kind', detail.selectedOption.value as ActionKind)}
          />
        </FormField>
        <FormField
          label="Page"
          description="The page the action opens or belongs to."
          errorText={form.errorOf('pageId')}
        >
          <Select
            ariaLabel="Page"
            statusType={pages.isPending ? 'loading' : 'finished'}
            loadingText="Loading pages"
            empty="Add pages under the Pages tab first."
            selectedOption={pageOptions.find((option) => option.value === form.values.pageId) ?? noPage}
            options={pageOptions}
            onChange={({ detail }) => form.setValue('pageId', detail.selectedOption.value ?? '')}
          />
        </FormField>
        <FormField
          label={
            <span>
              Description <i>- optional</i>
            </span>
          }
          description="When the assistant should suggest it."
          errorText={form.errorOf('description')}
        >
          <Textarea
            name="description"
            rows={3}
            value={form.values.description}
            onChange={({ detail }) => form.setValue('description', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  )
}
