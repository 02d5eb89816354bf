import {
  createKnowledgeRequestSchema,
  type KnowledgeItem,
  maximumCompletionLength,
  maximumPromptLength,
} from '@platform/shared/contracts/knowledge'
import type { ContentFormDescriptor, FieldDescriptor } from '../../components/content-form/content-form-descriptor.ts'
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

/**
 * Adds a prompt and completion pair, or edits one (spec section 5: both are required). Edits go by id, which
 * cannot land on another pair.
 */
export const knowledgeForm: ContentFormDescriptor<
  KnowledgeItem,
  { prompt: string; completion: string },
  CreateKnowledgeBody,
  unknown
> = {
  formId: 'knowledge-form',
  singular: 'Q&A',
  size: 'large',
  schema: createKnowledgeRequestSchema,
  valuesOf: (item) => ({ prompt: item?.prompt ?? '', completion: item?.completion ?? '' }),
  fields: [
    promptField('A question or request as your users would write it.'),
    completionField('completion', 'Completion', 'The answer the assistant should give.'),
  ],
  useCreate: useCreateKnowledge,
  useUpdate: useUpdateKnowledge,
  savedMessage: (_saved, edited) => (edited ? 'Knowledge updated.' : 'Knowledge added.'),
}
