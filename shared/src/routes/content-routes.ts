import type * as z from 'zod'
import { acknowledgementSchema } from '../contracts/auth.ts'
import {
  actionParamsSchema,
  actionSchema,
  agentFunctionSchema,
  contentListQuerySchema,
  contentPageSchema,
  contentParamsSchema,
  createActionRequestSchema,
  createAgentFunctionRequestSchema,
  createFaqRequestSchema,
  createPageRequestSchema,
  createSystemPromptRequestSchema,
  createWorkflowRequestSchema,
  deleteByIdRequestSchema,
  faqParamsSchema,
  faqSchema,
  pageParamsSchema,
  pageSchema,
  systemPromptSchema,
  updateActionRequestSchema,
  updateAgentFunctionRequestSchema,
  updateFaqRequestSchema,
  updatePageRequestSchema,
  updateSystemPromptRequestSchema,
  updateWorkflowRequestSchema,
  workflowParamsSchema,
  workflowSchema,
} from '../contracts/version-content.ts'
import { route } from '../route-definition.ts'

const params = contentParamsSchema
const base = '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}'

/** A content type as its routes name it: `Page`/`Pages` in ids, `pages` in paths and handlers, `page` in words. */
interface ContentType<
  Singular extends string,
  Plural extends string,
  Item extends z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
> {
  singular: Singular
  plural: Plural
  /** The path segment and handler stem, `agent-functions`. */
  segment: string
  /** Words for summaries: `a page`, `pages`. */
  words: { one: string; many: string }
  item: Item
  create: Create
  update: Update
}

const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()

function listRoute<S extends string, P extends string, Item extends z.ZodType>(type: ContentType<S, P, Item>) {
  return route({
    id: `list${type.plural}` as `list${P}`,
    method: 'GET',
    path: `${base}/${type.segment}`,
    handler: `content/list-${type.segment}`,
    auth: 'session',
    rateLimit: 'standard',
    summary: `The version’s ${type.words.many}, newest first, a page at a time; search matches ids and text.`,
    access: { project: 'read' },
    request: { params, query: contentListQuerySchema },
    response: contentPageSchema(type.item),
  })
}

function writeRoute<
  S extends string,
  P extends string,
  Item extends z.ZodType,
  Verb extends 'create' | 'update',
  Body extends z.ZodType,
>(type: ContentType<S, P, Item>, verb: Verb, body: Body) {
  const article = type.words.one.split(' ')[0]
  return route({
    id: `${verb}${type.singular}` as `${Verb}${S}`,
    method: verb === 'create' ? 'POST' : 'PUT',
    path: `${base}/${type.segment}`,
    handler: `content/${verb}-${kebab(type.singular)}`,
    auth: 'session',
    rateLimit: 'standard',
    summary:
      verb === 'create'
        ? `Adds ${type.words.one} to an editable version.`
        : `Changes the fields given of the ${type.words.one.slice((article?.length ?? 0) + 1)} with this id; omitted fields keep their value.`,
    access: { project: 'write' },
    request: { params, body },
    response: type.item,
  })
}

/**
 * The list, create and update routes every content type has, alike but for names and schemas (deleting differs:
 * by path for keyed types, by body for generated ids).
 */
function editableContentRoutes<
  const S extends string,
  const P extends string,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(type: ContentType<S, P, Item, Create, Update>) {
  return {
    [`list${type.plural}`]: listRoute(type),
    [`create${type.singular}`]: writeRoute(type, 'create', type.create),
    [`update${type.singular}`]: writeRoute(type, 'update', type.update),
  } as Record<`list${P}`, ReturnType<typeof listRoute<S, P, Item>>> &
    Record<`create${S}`, ReturnType<typeof writeRoute<S, P, Item, 'create', Create>>> &
    Record<`update${S}`, ReturnType<typeof writeRoute<S, P, Item, 'update', Update>>>
}

/** Spec section 7 "Versions": the hand-written content of a version, one block of routes per type. */
export const contentRoutes = {
  ...editableContentRoutes({
    singular: 'Page',
    plural: 'Pages',
    segment: 'pages',
    words: { one: 'a page', many: 'pages' },
    item: pageSchema,
    create: createPageRequestSchema,
    update: updatePageRequestSchema,
  }),
  deletePage: route({
    id: 'deletePage',
    method: 'DELETE',
    path: `${base}/pages/{pageId+}`,
    handler: 'content/delete-page',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Deletes the page (its id URL-encoded in the path).',
    access: { project: 'write' },
    request: { params: pageParamsSchema },
    response: acknowledgementSchema,
  }),
  ...editableContentRoutes({
    singular: 'Action',
    plural: 'Actions',
    segment: 'actions',
    words: { one: 'an action', many: 'actions' },
    item: actionSchema,
    create: createActionRequestSchema,
    update: updateActionRequestSchema,
  }),
  deleteAction: route({
    id: 'deleteAction',
    method: 'DELETE',
    path: `${base}/actions/{actionId+}`,
    handler: 'content/delete-action',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Deletes the action (its id URL-encoded in the path).',
    access: { project: 'write' },
    request: { params: actionParamsSchema },
    response: acknowledgementSchema,
  }),
  ...editableContentRoutes({
    singular: 'Workflow',
    plural: 'Workflows',
    segment: 'workflows',
    words: { one: 'a workflow', many: 'workflows' },
    item: workflowSchema,
    create: createWorkflowRequestSchema,
    update: updateWorkflowRequestSchema,
  }),
  deleteWorkflow: route({
    id: 'deleteWorkflow',
    method: 'DELETE',
    path: `${base}/workflows/{workflowId+}`,
    handler: 'content/delete-workflow',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Deletes the workflow (its id URL-encoded in the path).',
    access: { project: 'write' },
    request: { params: workflowParamsSchema },
    response: acknowledgementSchema,
  }),
  ...editableContentRoutes({
    singular: 'Faq',
    plural: 'Faqs',
    segment: 'faqs',
    words: { one: 'a FAQ', many: 'FAQs' },
    item: faqSchema,
    create: createFaqRequestSchema,
    update: updateFaqRequestSchema,
  }),
  deleteFaq: route({
    id: 'deleteFaq',
    method: 'DELETE',
    path: `${base}/faqs/{faqId}`,
    handler: 'content/delete-faq',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Deletes the FAQ (its id URL-encoded in the path).',
    access: { project: 'write' },
    request: { params: faqParamsSchema },
    response: acknowledgementSchema,
  }),
  ...editableContentRoutes({
    singular: 'AgentFunction',
    plural: 'AgentFunctions',
    segment: 'agent-functions',
    words: { one: 'an agent function', many: 'agent functions' },
    item: agentFunctionSchema,
    create: createAgentFunctionRequestSchema,
    update: updateAgentFunctionRequestSchema,
  }),
  deleteAgentFunction: route({
    id: 'deleteAgentFunction',
    method: 'PUT',
    path: `${base}/agent-functions/delete`,
    handler: 'content/delete-agent-function',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Deletes the agent function with this id.',
    access: { project: 'write' },
    request: { params, body: deleteByIdRequestSchema },
    response: acknowledgementSchema,
  }),
  ...editableContentRoutes({
    singular: 'SystemPrompt',
    plural: 'SystemPrompts',
    segment: 'system-prompts',
    words: { one: 'a system prompt', many: 'system prompts' },
    item: systemPromptSchema,
    create: createSystemPromptRequestSchema,
    update: updateSystemPromptRequestSchema,
  }),
  deleteSystemPrompt: route({
    id: 'deleteSystemPrompt',
    method: 'PUT',
    path: `${base}/system-prompts/delete`,
    handler: 'content/delete-system-prompt',
    auth: 'session',
    rateLimit: 'standard',
    summary: 'Deletes the system prompt with this id.',
    access: { project: 'write' },
    request: { params, body: deleteByIdRequestSchema },
    response: acknowledgementSchema,
  }),
}
