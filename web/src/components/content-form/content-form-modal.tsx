import AttributeEditor from '@cloudscape-design/components/attribute-editor'
import FormField from '@cloudscape-design/components/form-field'
import Input from '@cloudscape-design/components/input'
import Select from '@cloudscape-design/components/select'
import SpaceBetween from '@cloudscape-design/components/space-between'
import Textarea from '@cloudscape-design/components/textarea'
import type { ReactNode } from 'react'
import { type SchemaForm, useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import type { VersionScope } from '../../lib/scopes.ts'
import { FormModal } from '../modals/form-modal.tsx'
import { toast } from '../toasts/toast-store.ts'
import type {
  ContentFormDescriptor,
  ContentFormRow,
  ContentFormValues,
  FieldDescriptor,
} from './content-form-descriptor.ts'

type AnyForm = SchemaForm<ContentFormValues, unknown>

/**
 * Adds one item of a version's content, or edits one, from its descriptor: the fields in order, validated with
 * the schema the API uses, saved with the descriptor's calls, field errors from the API under their fields.
 * Mounted per item, so the fields start from the item being edited (or from `initial`, e.g. a playground answer).
 *
 * @example
 * {editing && <ContentFormModal descriptor={faqForm} scope={scope} item={editing.item} onClose={close} />}
 */
export function ContentFormModal<Item extends { id: string }, Values extends ContentFormValues, Request, Saved>({
  descriptor,
  scope,
  item,
  initial,
  onClose,
}: {
  descriptor: ContentFormDescriptor<Item, Values, Request, Saved>
  scope: VersionScope
  /** Null to add a new item. */
  item: Item | null
  initial?: Partial<Values>
  onClose: () => void
}) {
  const form = useSchemaForm(descriptor.schema, { ...descriptor.valuesOf(item), ...initial }, descriptor.toRequest)
  const create = descriptor.useCreate(scope)
  const update = descriptor.useUpdate(scope)
  const invalidJson = descriptor.fields.some(
    (field) => field.kind === 'json' && !field.parse(String(form.values[field.name])).ok,
  )

  const submit = form.submit((request) => {
    if (invalidJson) return
    const options = {
      onError: (error: unknown) => form.reportError(error, descriptor.codeFields),
      onSuccess: (saved: Saved) => {
        toast.success(descriptor.savedMessage(saved, item !== null))
        onClose()
      },
    }
    if (item) update.mutate({ ...request, id: item.id }, options)
    else create.mutate(request, options)
  })

  const addHeader = descriptor.addHeader ?? `Add ${descriptor.singular}`
  return (
    <FormModal
      visible
      size={descriptor.size ?? 'medium'}
      header={item ? (descriptor.editHeader?.(item) ?? `Edit ${descriptor.singular}`) : addHeader}
      formId={descriptor.formId}
      submitLabel={item ? 'Save' : (descriptor.addLabel ?? addHeader)}
      loading={create.isPending || update.isPending}
      onSubmit={submit}
      onDismiss={onClose}
    >
      <SpaceBetween size="l">
        {descriptor.fields.map((field) => (
          <DescriptorField
            key={field.name}
            field={field}
            form={form as unknown as AnyForm}
            scope={scope}
            editing={item !== null}
          />
        ))}
      </SpaceBetween>
    </FormModal>
  )
}

function fieldLabel(field: FieldDescriptor): ReactNode {
  if (!field.optional) return field.label
  return (
    <span>
      {field.label} <i>- optional</i>
    </span>
  )
}

/** One field, by its kind; a component of its own so a select may load its choices with a hook. */
function DescriptorField({
  field,
  form,
  scope,
  editing,
}: {
  field: FieldDescriptor
  form: AnyForm
  scope: VersionScope
  editing: boolean
}) {
  const text = typeof form.values[field.name] === 'string' ? String(form.values[field.name]) : ''
  const frame = { label: fieldLabel(field), description: field.description, stretch: field.stretch }
  const setText = (value: string) => form.setValue(field.name, value)

  switch (field.kind) {
    case 'text':
      return (
        <FormField {...frame} constraintText={field.constraint} errorText={form.errorOf(field.name)}>
          <Input
            name={field.name}
            type={field.inputType ?? 'text'}
            placeholder={field.placeholder}
            value={text}
            readOnly={editing && field.fixedOnEdit}
            onChange={({ detail }) => setText(detail.value)}
          />
        </FormField>
      )
    case 'textarea':
      return (
        <FormField
          {...frame}
          constraintText={
            field.maximumLength === undefined ? undefined : `${text.length} of ${field.maximumLength} characters.`
          }
          errorText={form.errorOf(field.name)}
        >
          <Textarea name={field.name} rows={field.rows} value={text} onChange={({ detail }) => setText(detail.value)} />
        </FormField>
      )
    case 'json': {
      const parsed = field.parse(text)
      return (
        <FormField
          {...frame}
          constraintText={parsed.ok ? `For example: ${field.example.replace(/\s+/g, ' ')}` : undefined}
          errorText={parsed.ok ? form.errorOf(field.name) : parsed.message}
        >
          <Textarea
            name={field.name}
            rows={field.rows}
            spellcheck={false}
            value={text}
            invalid={!parsed.ok}
            onChange={({ detail }) => setText(detail.value)}
          />
        </FormField>
      )
    }
    case 'select':
      return <SelectField field={field} form={form} scope={scope} label={frame} />
    case 'rows':
      return <RowsField field={field} form={form} label={frame} />
  }
}

type FieldFrame = { label: ReactNode; description?: string; stretch?: boolean }

function SelectField({
  field,
  form,
  scope,
  label,
}: {
  field: Extract<FieldDescriptor, { kind: 'select' }>
  form: AnyForm
  scope: VersionScope
  label: FieldFrame
}) {
  const choices = field.useChoices(scope)
  const value = String(form.values[field.name] ?? '')
  return (
    <FormField {...label} errorText={form.errorOf(field.name)}>
      <Select
        ariaLabel={field.label}
        statusType={choices.loading ? 'loading' : 'finished'}
        loadingText={choices.loadingText}
        empty={choices.empty}
        selectedOption={choices.options.find((option) => option.value === value) ?? null}
        options={choices.options}
        onChange={({ detail }) => form.setValue(field.name, detail.selectedOption.value ?? '')}
      />
    </FormField>
  )
}

function RowsField({
  field,
  form,
  label,
}: {
  field: Extract<FieldDescriptor, { kind: 'rows' }>
  form: AnyForm
  label: FieldFrame
}) {
  const rows = (form.values[field.name] ?? []) as ContentFormRow[]
  const setRows = (next: ContentFormRow[]) => form.setValue(field.name, next)
  return (
    <FormField {...label} errorText={form.errorOf(field.name)}>
      <AttributeEditor
        items={rows}
        addButtonText={field.addLabel}
        removeButtonText="Remove"
        empty={field.emptyText}
        onAddButtonClick={() => setRows([...rows, field.blankRow])}
        onRemoveButtonClick={({ detail }) => setRows(rows.filter((_row, position) => position !== detail.itemIndex))}
        definition={field.columns.map((column) => ({
          label: column.label,
          errorText: (_row: ContentFormRow, index: number) => form.errorOf(`${field.name}.${index}.${column.name}`),
          control: (row: ContentFormRow, index: number) => (
            <Input
              ariaLabel={`${field.rowName} ${index + 1} ${column.ariaSuffix}`}
              value={row[column.name] ?? ''}
              onChange={({ detail }) =>
                setRows(
                  rows.map((current, position) =>
                    position === index ? { ...current, [column.name]: detail.value } : current,
                  ),
                )
              }
            />
          ),
        }))}
      />
    </FormField>
  )
}
