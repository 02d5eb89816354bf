import {
  type Action,
  type AgentFunction,
  actionKinds,
  createActionRequestSchema,
  createAgentFunctionRequestSchema,
  createFaqRequestSchema,
  createPageRequestSchema,
  createSystemPromptRequestSchema,
  createWorkflowRequestSchema,
  type Faq,
  type Page,
  type SystemPrompt,
  type Workflow,
} from '@platform/shared/contracts/version-content'
import type { ContentFormDescriptor } from '../../components/content-form/content-form-descriptor.ts'
import type { VersionScope } from '../../lib/scopes.ts'
import { type CreateActionBody, useCreateAction } from './api/create-action.ts'
import { type CreateAgentFunctionBody, useCreateAgentFunction } from './api/create-agent-function.ts'
import { type CreateFaqBody, useCreateFaq } from './api/create-faq.ts'
import { type CreatePageBody, useCreatePage } from './api/create-page.ts'
import { type CreateSystemPromptBody, useCreateSystemPrompt } from './api/create-system-prompt.ts'
import { type CreateWorkflowBody, useCreateWorkflow } from './api/create-workflow.ts'
import { usePages } from './api/list-pages.ts'
import { useUpdateAction } from './api/update-action.ts'
import { useUpdateAgentFunction } from './api/update-agent-function.ts'
import { useUpdateFaq } from './api/update-faq.ts'
import { useUpdatePage } from './api/update-page.ts'
import { useUpdateSystemPrompt } from './api/update-system-prompt.ts'
import { useUpdateWorkflow } from './api/update-workflow.ts'
import { emptyParameters, formatParameters, parseFunctionParameters } from './function-parameters.ts'

/*
 * The forms of the hand-written content types (spec section 7 "Versions"), one descriptor each, rendered by the
 * one `ContentFormModal`. The schemas are the ones the API validates with (`ContentTypeDefinition` on the server).
 */

const added = (edited: boolean) => (edited ? 'updated' : 'added')

export const pageForm: ContentFormDescriptor<
  Page,
  { id: string; title: string; description: string; url: string },
  CreatePageBody,
  Page
> = {
  formId: 'page-form',
  singular: 'page',
  editHeader: (page) => `Edit ${page.title}`,
  schema: createPageRequestSchema,
  valuesOf: (page) => ({
    id: page?.id ?? '',
    title: page?.title ?? '',
    description: page?.description ?? '',
    url: page?.url ?? '',
  }),
  codeFields: { DUPLICATE_NAME: 'id' },
  fields: [
    {
      kind: 'text',
      name: 'id',
      label: 'Path or URL',
      description: 'Where the page is in your app, e.g. /settings/billing. It identifies the page.',
      fixedOnEdit: true,
    },
    { kind: 'text', name: 'title', label: 'Title' },
    {
      kind: 'textarea',
      name: 'description',
      label: 'Description',
      optional: true,
      rows: 3,
      description: 'What people do on this page, so the assistant knows when to send them there.',
    },
    {
      kind: 'text',
      name: 'url',
      label: 'Full URL',
      optional: true,
      inputType: 'url',
      placeholder: 'https://app.example.com/settings/billing',
    },
  ],
  useCreate: useCreatePage,
  useUpdate: useUpdatePage,
  savedMessage: (page, edited) => `Page ${added(edited)}: ${page.title}.`,
}

type ActionKind = (typeof actionKinds)[number]

export const actionKindLabels: Record<ActionKind, string> = {
  navigate: 'Open a page',
  click: 'Press a control',
  function: 'Run a function in the page',
}

const actionKindDescriptions: Record<ActionKind, string> = {
  navigate: 'The widget opens the chosen page.',
  click: 'The widget presses a control on the current page.',
  function: "Runs the code your site registered under this action's id in the widget's actions map.",
}

const actionKindChoices = {
  options: actionKinds.map((kind) => ({
    value: kind,
    label: actionKindLabels[kind],
    description: actionKindDescriptions[kind],
  })),
}

const noPage = { value: '', label: 'No page' }

/** Every page of the version on one answer, for the action's page picker. */
function usePageChoices(scope: VersionScope) {
  const pages = usePages(scope, { page: 1, limit: 100, allList: 'true' })
  return {
    options: [
      noPage,
      ...(pages.data?.items ?? []).map((page) => ({ value: page.id, label: page.title, description: page.id })),
    ],
    loading: pages.isPending,
    loadingText: 'Loading pages',
    empty: 'Add pages under the Pages tab first.',
  }
}

export const actionForm: ContentFormDescriptor<
  Action,
  { id: string; name: string; description: string; kind: string; pageId: string },
  CreateActionBody,
  Action
> = {
  formId: 'action-form',
  singular: 'action',
  editHeader: (action) => `Edit ${action.name}`,
  schema: createActionRequestSchema,
  valuesOf: (action) => ({
    id: action?.id ?? '',
    name: action?.name ?? '',
    description: action?.description ?? '',
    kind: action?.kind ?? 'navigate',
    pageId: action?.pageId ?? '',
  }),
  toRequest: (values) => ({ ...values, pageId: values.pageId === '' ? null : values.pageId }),
  codeFields: { DUPLICATE_NAME: 'id' },
  fields: [
    {
      kind: 'text',
      name: 'id',
      label: 'Action id',
      description: "The key your site's actions map uses, e.g. open-billing.",
      fixedOnEdit: true,
    },
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'select', name: 'kind', label: 'What it does', useChoices: () => actionKindChoices },
    {
      kind: 'select',
      name: 'pageId',
      label: 'Page',
      description: 'The page the action opens or belongs to.',
      useChoices: usePageChoices,
    },
    {
      kind: 'textarea',
      name: 'description',
      label: 'Description',
      optional: true,
      rows: 3,
      description: 'When the assistant should suggest it.',
    },
  ],
  useCreate: useCreateAction,
  useUpdate: useUpdateAction,
  savedMessage: (action, edited) => `Action ${added(edited)}: ${action.name}.`,
}

type StepRow = { title: string; description: string; actionId: string }
const blankStep: StepRow = { title: '', description: '', actionId: '' }

export const workflowForm: ContentFormDescriptor<
  Workflow,
  { id: string; name: string; description: string; steps: StepRow[] },
  CreateWorkflowBody,
  Workflow
> = {
  formId: 'workflow-form',
  singular: 'workflow',
  size: 'large',
  editHeader: (workflow) => `Edit ${workflow.name}`,
  schema: createWorkflowRequestSchema,
  valuesOf: (workflow) => ({
    id: workflow?.id ?? '',
    name: workflow?.name ?? '',
    description: workflow?.description ?? '',
    steps: (workflow?.steps ?? [blankStep]).map((step) => ({
      title: step.title,
      description: step.description,
      actionId: step.actionId ?? '',
    })),
  }),
  toRequest: (values) => ({
    ...values,
    steps: values.steps.map((step) => ({ ...step, actionId: step.actionId.trim() === '' ? null : step.actionId })),
  }),
  codeFields: { DUPLICATE_NAME: 'id' },
  fields: [
    {
      kind: 'text',
      name: 'id',
      label: 'Workflow id',
      description: 'A short key, e.g. invite-a-teammate.',
      fixedOnEdit: true,
    },
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'textarea', name: 'description', label: 'Description', optional: true, rows: 2 },
    {
      kind: 'rows',
      name: 'steps',
      label: 'Steps',
      description: 'In order; each may name an action that performs it.',
      stretch: true,
      rowName: 'Step',
      addLabel: 'Add step',
      emptyText: 'No steps yet.',
      blankRow: blankStep,
      columns: [
        { name: 'title', label: 'Step', ariaSuffix: 'title' },
        { name: 'description', label: 'Details', ariaSuffix: 'details' },
        { name: 'actionId', label: 'Action id (optional)', ariaSuffix: 'action id' },
      ],
    },
  ],
  useCreate: useCreateWorkflow,
  useUpdate: useUpdateWorkflow,
  savedMessage: (workflow, edited) => `Workflow ${added(edited)}: ${workflow.name}.`,
}

export const faqForm: ContentFormDescriptor<Faq, { question: string; answer: string }, CreateFaqBody, Faq> = {
  formId: 'faq-form',
  singular: 'FAQ',
  size: 'large',
  schema: createFaqRequestSchema,
  valuesOf: (faq) => ({ question: faq?.question ?? '', answer: faq?.answer ?? '' }),
  fields: [
    { kind: 'text', name: 'question', label: 'Question' },
    { kind: 'textarea', name: 'answer', label: 'Answer', rows: 5 },
  ],
  useCreate: useCreateFaq,
  useUpdate: useUpdateFaq,
  savedMessage: (_faq, edited) => `FAQ ${added(edited)}.`,
}

const parametersExample = formatParameters({
  type: 'object',
  properties: { orderId: { type: 'string', description: 'The order number' } },
  required: ['orderId'],
})

export const agentFunctionForm: ContentFormDescriptor<
  AgentFunction,
  { name: string; description: string; parameters: string },
  CreateAgentFunctionBody,
  AgentFunction
> = {
  formId: 'agent-function-form',
  singular: 'function',
  size: 'large',
  editHeader: (agentFunction) => `Edit ${agentFunction.name}`,
  schema: createAgentFunctionRequestSchema,
  valuesOf: (agentFunction) => ({
    name: agentFunction?.name ?? '',
    description: agentFunction?.description ?? '',
    parameters: formatParameters(agentFunction?.parameters ?? emptyParameters),
  }),
  toRequest: (values) => {
    const parsed = parseFunctionParameters(values.parameters)
    // Unreadable JSON is reported by the editor itself; the schema only sees readable parameters.
    return { ...values, parameters: parsed.ok ? parsed.value : emptyParameters }
  },
  codeFields: { DUPLICATE_NAME: 'name' },
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: 'Name',
      description: 'What the model calls, e.g. get_order_status.',
      constraint: 'Up to 64 letters, digits, _ or -, starting with a letter or _.',
    },
    {
      kind: 'textarea',
      name: 'description',
      label: 'Description',
      rows: 3,
      description: 'When the assistant should call it and what it returns; the model decides from this text.',
    },
    {
      kind: 'json',
      name: 'parameters',
      label: 'Parameters (JSON Schema)',
      description: 'An object schema of the arguments. Left empty, the function takes none.',
      rows: 10,
      stretch: true,
      parse: parseFunctionParameters,
      example: parametersExample,
    },
  ],
  useCreate: useCreateAgentFunction,
  useUpdate: useUpdateAgentFunction,
  savedMessage: (agentFunction, edited) => `Function ${added(edited)}: ${agentFunction.name}.`,
}

export const systemPromptForm: ContentFormDescriptor<
  SystemPrompt,
  { name: string; content: string },
  CreateSystemPromptBody,
  SystemPrompt
> = {
  formId: 'system-prompt-form',
  singular: 'system prompt',
  size: 'large',
  editHeader: (prompt) => `Edit ${prompt.name}`,
  schema: createSystemPromptRequestSchema,
  valuesOf: (prompt) => ({ name: prompt?.name ?? '', content: prompt?.content ?? '' }),
  codeFields: { DUPLICATE_NAME: 'name' },
  fields: [
    { kind: 'text', name: 'name', label: 'Name', description: 'Unique in the version, e.g. “Friendly support”.' },
    {
      kind: 'textarea',
      name: 'content',
      label: 'Prompt',
      rows: 10,
      stretch: true,
      description: 'How the assistant should behave: tone, what to answer and what to refuse.',
    },
  ],
  useCreate: useCreateSystemPrompt,
  useUpdate: useUpdateSystemPrompt,
  savedMessage: (prompt, edited) => `System prompt ${added(edited)}: ${prompt.name}.`,
}
