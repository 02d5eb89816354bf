import type { ModalProps } from '@cloudscape-design/components/modal'
import type { ParsingSchema } from '../../lib/forms/field-errors.ts'
import type { VersionScope } from '../../lib/scopes.ts'

/** What the form keeps while a person types: text per field, or rows of text (a workflow's steps). */
export type ContentFormValues = Record<string, string | ContentFormRow[]>
export type ContentFormRow = Record<string, string>

export interface ChoiceOption {
  value: string
  label: string
  description?: string
}

/** Choices a select offers; a hook, so the choices may come from the API (an action's page). */
export interface ChoiceSource {
  options: ChoiceOption[]
  loading?: boolean
  loadingText?: string
  /** Shown when there is nothing to choose. */
  empty?: string
}

interface FieldCommon<Name extends string> {
  name: Name
  label: string
  description?: string
  /** Labelled "- optional" after the label. */
  optional?: boolean
  /** Ids people chose (a page's path, an action's key) cannot change once the item exists. */
  fixedOnEdit?: boolean
  stretch?: boolean
}

/** One field of a content form; the kind picks the control. */
export type FieldDescriptor<Name extends string = string> = FieldCommon<Name> &
  (
    | { kind: 'text'; inputType?: 'text' | 'url'; placeholder?: string; constraint?: string }
    | {
        kind: 'textarea'
        rows: number
        /** Counts the characters typed against this maximum under the field. */
        maximumLength?: number
      }
    | { kind: 'select'; useChoices: (scope: VersionScope) => ChoiceSource }
    | {
        kind: 'rows'
        /** Names one row in labels: "Step 1 title". */
        rowName: string
        addLabel: string
        emptyText: string
        blankRow: ContentFormRow
        columns: Array<{ name: string; label: string; ariaSuffix: string }>
      }
    | {
        /** JSON typed in a text area, checked as the user types (an agent function's parameters). */
        kind: 'json'
        rows: number
        parse: (text: string) => { ok: true } | { ok: false; message: string }
        example: string
      }
  )

/** A save call as the form uses it: the API hooks' mutations fit this shape. */
export interface SaveMutation<Body, Saved> {
  mutate(body: Body, options: { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void }): void
  isPending: boolean
}

/**
 * Everything that differs between the forms that add or edit one item of a version's content (pages, actions,
 * workflows, FAQs, agent functions, system prompts, knowledge pairs, test cases): its fields, the shared schema
 * the API validates with, and the calls that save it. `ContentFormModal` is the one form that renders them all.
 */
export interface ContentFormDescriptor<Item extends { id: string }, Values extends ContentFormValues, Request, Saved> {
  /** Unique on the page, e.g. `page-form`. */
  formId: string
  /** The item's name in "Add page", "Add Q&A". */
  singular: string
  /** The modal's title and button when adding; "Add <singular>" by default. */
  addHeader?: string
  addLabel?: string
  /** The modal's title while editing; "Edit <singular>" by default. */
  editHeader?: (item: Item) => string
  size?: ModalProps.Size
  /** The create request's schema, shared with the API. */
  schema: ParsingSchema<Request>
  valuesOf: (item: Item | null) => Values
  /** Turns what was typed into the request, e.g. a blank page choice into null. */
  toRequest?: (values: Values) => unknown
  fields: ReadonlyArray<FieldDescriptor<Extract<keyof Values, string>>>
  /** Error codes the API answers about one field, e.g. `{ DUPLICATE_NAME: 'id' }`. */
  codeFields?: Readonly<Record<string, string>>
  useCreate: (scope: VersionScope) => SaveMutation<Request, Saved>
  useUpdate: (scope: VersionScope) => SaveMutation<Request & { id: string }, Saved>
  /** The toast after saving. */
  savedMessage: (saved: Saved, edited: boolean) => string
}
