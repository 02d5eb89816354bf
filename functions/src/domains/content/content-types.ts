import {
  type Action,
  type AgentFunction,
  actionFieldsSchema,
  agentFunctionFieldsSchema,
  createActionRequestSchema,
  createAgentFunctionRequestSchema,
  createFaqRequestSchema,
  createPageRequestSchema,
  createSystemPromptRequestSchema,
  createWorkflowRequestSchema,
  type Faq,
  faqFieldsSchema,
  type Page,
  pageFieldsSchema,
  type SystemPrompt,
  systemPromptFieldsSchema,
  type Workflow,
  workflowFieldsSchema,
} from '@platform/shared/contracts/version-content'
import type { VersionContentType } from '../../data/entities/version-content-item-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { findContentRecord } from './content-item-records.ts'
import type { ContentTypeDefinition } from './content-type-definition.ts'

type FieldsOf<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

/** VALIDATION_FAILED naming the field when a referenced item is not in the same version. */
async function assertReferencesExist(
  key: VersionKey,
  contentType: VersionContentType,
  references: Array<{ field: string; id: string | null }>,
  singular: string,
): Promise<void> {
  for (const { field, id } of references) {
    if (id === null) continue
    if (!(await findContentRecord(key, contentType, id))) {
      throw new AppError('VALIDATION_FAILED', { message: `${field}: There is no ${singular} ${id} in this version.` })
    }
  }
}

export const pageContent: ContentTypeDefinition<FieldsOf<Page>> = {
  contentType: 'page',
  section: 'pages',
  singular: 'page',
  usageItem: 'pages',
  fields: pageFieldsSchema,
  newFields: /* @__PURE__ */ createPageRequestSchema.omit({ id: true }),
  idSource: 'chosen',
  searchText: (page) => [page.title, page.description, page.url],
  label: (_page, id) => id,
}

export const actionContent: ContentTypeDefinition<FieldsOf<Action>> = {
  contentType: 'action',
  section: 'actions',
  singular: 'action',
  usageItem: 'actions',
  fields: actionFieldsSchema,
  newFields: /* @__PURE__ */ createActionRequestSchema.omit({ id: true }),
  idSource: 'chosen',
  searchText: (action) => [action.name, action.description, action.pageId ?? ''],
  label: (action) => action.name,
  checkReferences: (key, action) =>
    assertReferencesExist(key, 'page', [{ field: 'pageId', id: action.pageId }], 'page'),
}

export const workflowContent: ContentTypeDefinition<FieldsOf<Workflow>> = {
  contentType: 'workflow',
  section: 'workflows',
  singular: 'workflow',
  usageItem: 'workflows',
  fields: workflowFieldsSchema,
  newFields: /* @__PURE__ */ createWorkflowRequestSchema.omit({ id: true }),
  idSource: 'chosen',
  searchText: (workflow) => [workflow.name, workflow.description, ...workflow.steps.map((step) => step.title)],
  label: (workflow) => workflow.name,
  checkReferences: (key, workflow) =>
    assertReferencesExist(
      key,
      'action',
      workflow.steps.map((step, index) => ({ field: `steps.${index}.actionId`, id: step.actionId })),
      'action',
    ),
}

export const faqContent: ContentTypeDefinition<FieldsOf<Faq>> = {
  contentType: 'faq',
  section: 'faqs',
  singular: 'FAQ',
  usageItem: 'faqs',
  fields: faqFieldsSchema,
  newFields: createFaqRequestSchema,
  idSource: 'generated',
  searchText: (faq) => [faq.question, faq.answer],
  label: (faq) => `"${faq.question.length > 60 ? `${faq.question.slice(0, 57)}...` : faq.question}"`,
}

export const agentFunctionContent: ContentTypeDefinition<FieldsOf<AgentFunction>> = {
  contentType: 'agentFunction',
  section: 'agentFunctions',
  singular: 'function',
  usageItem: 'functions',
  fields: agentFunctionFieldsSchema,
  newFields: createAgentFunctionRequestSchema,
  idSource: 'generated',
  searchText: (agentFunction) => [agentFunction.name, agentFunction.description],
  label: (agentFunction) => agentFunction.name,
  // The model calls functions by name, so two functions of a version cannot share one.
  uniqueName: (agentFunction) => agentFunction.name,
}

export const systemPromptContent: ContentTypeDefinition<FieldsOf<SystemPrompt>> = {
  contentType: 'systemPrompt',
  section: 'systemPrompts',
  singular: 'system prompt',
  // The plan does not limit system prompts (spec section 3 "Plan limits" lists none).
  fields: systemPromptFieldsSchema,
  newFields: createSystemPromptRequestSchema,
  idSource: 'generated',
  searchText: (prompt) => [prompt.name, prompt.content],
  label: (prompt) => prompt.name,
  // API keys and the playground pick prompts by name, so names stay unique.
  uniqueName: (prompt) => prompt.name,
}
