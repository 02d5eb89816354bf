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
interface ContentType<Singular extends string, Plural extends string, Item extends z.ZodType> {
  singular: Singular
  plural: Plural
  /** The path segment and handler stem, `agent-functions`. */
  segment: string
  /** Words for summaries: `a page`, `pages`. */
  words: { one: string; many: string }
  item: Item
}

const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()

/*
 * The list, create and update routes every content type has, alike but for names and schemas (deleting differs: by
 * path for keyed types, by body for generated ids). Each route is its own export so that a handler's bundle keeps
 * only its own route and schemas.
 */
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

const pageType = {
  singular: 'Page',
  plural: 'Pages',
  segment: 'pages',
  words: { one: 'a page', many: 'pages' },
  item: pageSchema,
} as const

export const listPages = /* @__PURE__ */ listRoute(pageType)
export const createPage = /* @__PURE__ */ writeRoute(pageType, 'create', createPageRequestSchema)
export const updatePage = /* @__PURE__ */ writeRoute(pageType, 'update', updatePageRequestSchema)

export const deletePage = /* @__PURE__ */ route({
  id: 'deletePage',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/pages/{pageId+}',
  handler: 'content/delete-page',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes the page (its id URL-encoded in the path).',
  access: { project: 'write' },
  request: { params: pageParamsSchema },
  response: acknowledgementSchema,
})

const actionType = {
  singular: 'Action',
  plural: 'Actions',
  segment: 'actions',
  words: { one: 'an action', many: 'actions' },
  item: actionSchema,
} as const

export const listActions = /* @__PURE__ */ listRoute(actionType)
export const createAction = /* @__PURE__ */ writeRoute(actionType, 'create', createActionRequestSchema)
export const updateAction = /* @__PURE__ */ writeRoute(actionType, 'update', updateActionRequestSchema)

export const deleteAction = /* @__PURE__ */ route({
  id: 'deleteAction',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/actions/{actionId+}',
  handler: 'content/delete-action',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes the action (its id URL-encoded in the path).',
  access: { project: 'write' },
  request: { params: actionParamsSchema },
  response: acknowledgementSchema,
})

const workflowType = {
  singular: 'Workflow',
  plural: 'Workflows',
  segment: 'workflows',
  words: { one: 'a workflow', many: 'workflows' },
  item: workflowSchema,
} as const

export const listWorkflows = /* @__PURE__ */ listRoute(workflowType)
export const createWorkflow = /* @__PURE__ */ writeRoute(workflowType, 'create', createWorkflowRequestSchema)
export const updateWorkflow = /* @__PURE__ */ writeRoute(workflowType, 'update', updateWorkflowRequestSchema)

export const deleteWorkflow = /* @__PURE__ */ route({
  id: 'deleteWorkflow',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/workflows/{workflowId+}',
  handler: 'content/delete-workflow',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes the workflow (its id URL-encoded in the path).',
  access: { project: 'write' },
  request: { params: workflowParamsSchema },
  response: acknowledgementSchema,
})

const faqType = {
  singular: 'Faq',
  plural: 'Faqs',
  segment: 'faqs',
  words: { one: 'a FAQ', many: 'FAQs' },
  item: faqSchema,
} as const

export const listFaqs = /* @__PURE__ */ listRoute(faqType)
export const createFaq = /* @__PURE__ */ writeRoute(faqType, 'create', createFaqRequestSchema)
export const updateFaq = /* @__PURE__ */ writeRoute(faqType, 'update', updateFaqRequestSchema)

export const deleteFaq = /* @__PURE__ */ route({
  id: 'deleteFaq',
  method: 'DELETE',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/faqs/{faqId}',
  handler: 'content/delete-faq',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes the FAQ (its id URL-encoded in the path).',
  access: { project: 'write' },
  request: { params: faqParamsSchema },
  response: acknowledgementSchema,
})

const agentFunctionType = {
  singular: 'AgentFunction',
  plural: 'AgentFunctions',
  segment: 'agent-functions',
  words: { one: 'an agent function', many: 'agent functions' },
  item: agentFunctionSchema,
} as const

export const listAgentFunctions = /* @__PURE__ */ listRoute(agentFunctionType)
export const createAgentFunction = /* @__PURE__ */ writeRoute(
  agentFunctionType,
  'create',
  createAgentFunctionRequestSchema,
)
export const updateAgentFunction = /* @__PURE__ */ writeRoute(
  agentFunctionType,
  'update',
  updateAgentFunctionRequestSchema,
)

export const deleteAgentFunction = /* @__PURE__ */ route({
  id: 'deleteAgentFunction',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/agent-functions/delete',
  handler: 'content/delete-agent-function',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes the agent function with this id.',
  access: { project: 'write' },
  request: { params, body: deleteByIdRequestSchema },
  response: acknowledgementSchema,
})

const systemPromptType = {
  singular: 'SystemPrompt',
  plural: 'SystemPrompts',
  segment: 'system-prompts',
  words: { one: 'a system prompt', many: 'system prompts' },
  item: systemPromptSchema,
} as const

export const listSystemPrompts = /* @__PURE__ */ listRoute(systemPromptType)
export const createSystemPrompt = /* @__PURE__ */ writeRoute(
  systemPromptType,
  'create',
  createSystemPromptRequestSchema,
)
export const updateSystemPrompt = /* @__PURE__ */ writeRoute(
  systemPromptType,
  'update',
  updateSystemPromptRequestSchema,
)

export const deleteSystemPrompt = /* @__PURE__ */ route({
  id: 'deleteSystemPrompt',
  method: 'PUT',
  path: '/organizations/{organizationId}/projects/{projectId}/versions/{versionId}/system-prompts/delete',
  handler: 'content/delete-system-prompt',
  auth: 'session',
  rateLimit: 'standard',
  summary: 'Deletes the system prompt with this id.',
  access: { project: 'write' },
  request: { params, body: deleteByIdRequestSchema },
  response: acknowledgementSchema,
})

/** Spec section 7 "Versions": the hand-written content of a version, routes by type. */
export const contentRoutes = {
  listPages,
  createPage,
  updatePage,
  deletePage,
  listActions,
  createAction,
  updateAction,
  deleteAction,
  listWorkflows,
  createWorkflow,
  updateWorkflow,
  deleteWorkflow,
  listFaqs,
  createFaq,
  updateFaq,
  deleteFaq,
  listAgentFunctions,
  createAgentFunction,
  updateAgentFunction,
  deleteAgentFunction,
  listSystemPrompts,
  createSystemPrompt,
  updateSystemPrompt,
  deleteSystemPrompt,
}
