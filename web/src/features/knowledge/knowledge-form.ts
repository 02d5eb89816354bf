import {
  createKnowledgeRequestSchema,
  type KnowledgeItem,
  maximumAlternativePrompts,
  maximumCompletionLength,
  maximumPromptLength,
} from '@platform/shared/contracts/knowledge'
import type { ContentFormDescriptor, FieldDescriptor } from '../../components/content-form/content-form-descriptor.ts'
import type { ParsingSchema } from '../../lib/forms/field-errors.ts'
import { type CreateKnowledgeBody, useCreateKnowledge } from './api/create-knowledge.ts'
import { useUpdateKnowledge } from './api/update-knowledge.ts'

/** The prompt of a Q&A pair or a test case: short, counted against the shared maximum. */
export function promptField(description: string): FieldDescriptor<'prompt'> {
  return { kind: 'textarea', name: 'prompt', label: 'Prompt', rows: 2, maximumLength: maximumPromptLength, description }
}

/** The answer of a Q&A pair (`completion`) or a test case (`expectedCompletion`). */
export function completionField<Name extends string>(
  name: Name,
  label: string,
  description: string,
): FieldDescriptor<Name> {
  return { kind: 'textarea', name, label, rows: 6, maximumLength: maximumCompletionLength, description }
}

/** The alternative questions as typed: one per line, blank lines ignored. */
export function alternativeQuestionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/**
 * The create schema with its issues about one alternative question (`alternativePrompts.2`) moved under the
 * field that shows them all, naming the line, since the form types them in one text area.
 */
const knowledgeFormSchema: ParsingSchema<CreateKnowledgeBody> = {
  safeParse(input) {
    const result = createKnowledgeRequestSchema.safeParse(input)
    if (result.success) return result
    const issues = result.error.issues.map((issue) =>
      issue.path[0] === 'alternativePrompts' && typeof issue.path[1] === 'number'
        ? { path: ['alternativePrompts'], message: `Line ${issue.path[1] + 1}: ${issue.message}` }
        : issue,
    )
    return { success: false, error: { issues } }
  },
}

/**
 * Adds a prompt and completion pair, or edits one (spec section 5: both are required). Edits go by id, which
 * cannot land on another pair. The alternative questions are other wordings of the prompt, one per line, each
 * trained as one more prompt for the same completion; saving sends them, so clearing the field removes them.
 */
export const knowledgeForm: ContentFormDescriptor<
  KnowledgeItem,
  { prompt: string; alternativePrompts: string; completion: string },
  CreateKnowledgeBody,
  unknown
> = {
  formId: 'knowledge-form',
  singular: 'Q&A',
  size: 'large',
  schema: knowledgeFormSchema,
  valuesOf: (item) => ({
    prompt: item?.prompt ?? '',
    alternativePrompts: (item?.alternativePrompts ?? []).join('\n'),
    completion: item?.completion ?? '',
  }),
  toRequest: (values) => ({ ...values, alternativePrompts: alternativeQuestionLines(values.alternativePrompts) }),
  fields: [
    promptField('A question or request as your users would write it.'),
    {
      kind: 'textarea',
      name: 'alternativePrompts',
      label: 'Alternative questions',
      optional: true,
      rows: 3,
      description: `Other ways users ask the same thing, one per line (at most ${maximumAlternativePrompts}). Each is trained with this completion.`,
    },
    completionField('completion', 'Completion', 'The answer the assistant should give.'),
  ],
  useCreate: useCreateKnowledge,
  useUpdate: useUpdateKnowledge,
  savedMessage: (_saved, edited) => (edited ? 'Knowledge updated.' : 'Knowledge added.'),
}
