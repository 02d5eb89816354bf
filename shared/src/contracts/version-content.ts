import * as z from 'zod'
import { boundedJson } from './bounds.ts'
import { defineSchema } from './define-schema.ts'
import { describeJsonSchemaProblem } from './json-schema-shape.ts'
import { versionParamsSchema } from './shared-schemas.ts'

/*
 * The content a person writes into a version (spec section 7 "Versions"): pages, actions, workflows, FAQs,
 * agent functions and system prompts. Each type has
 * - `<type>FieldsSchema`: what is stored, every field required (used to check an item after a change),
 * - a create request (fields, some with defaults, and an `id` where people choose it),
 * - an update request: `id` plus any fields to change (PUT on the collection; omitted fields keep their value),
 * - `<type>Schema`: the item as answered, with `id`, `createdAt` and `updatedAt`.
 */

/** Line breaks and other control characters have no place in an id that travels in URLs and keys. */
function hasNoControlCharacters(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0)
    if (code < 32 || code === 127) return false
  }
  return true
}

/** Ids people choose: a page path or URL, an action or workflow key. URL-encoded in paths. */
export const contentKeySchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Enter an id.')
    .max(500, 'Use at most 500 characters.')
    .refine(hasNoControlCharacters, 'Remove line breaks and control characters.'),
)

/** Ids the server generates (FAQs, agent functions, system prompts). */
export const generatedIdSchema = /* @__PURE__ */ defineSchema(() => z.string().min(1).max(100))

const optionalText = (maximum: number) => z.string().trim().max(maximum, `Use at most ${maximum} characters.`)
const requiredText = (maximum: number, missing: string) => optionalText(maximum).min(1, missing)

const optionalUrlSchema = /* @__PURE__ */ defineSchema(() =>
  z.union([z.literal(''), z.url('Enter a full URL, starting with https://.').max(2000)]),
)

const timestamps = /* @__PURE__ */ defineSchema(() => ({ createdAt: z.string(), updatedAt: z.string() }))

/** Spec section 9: functions and system prompts default to page 1, 10 per page; the other lists follow suit. */
export const contentListQuerySchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    /** Case-insensitive; matches the item's id and its text fields. */
    search: z.string().trim().max(200).optional(),
    /** `true` answers every matching item on one page (for pickers). */
    allList: z.stringbool().optional(),
  }),
)
export type ContentListQuery = z.infer<typeof contentListQuerySchema>

export function contentPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), limit: z.number() })
}

// Pages: screens of the product the assistant can talk about and send people to.
export const pageFieldsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    title: requiredText(200, 'Enter a title.'),
    description: optionalText(2000),
    url: optionalUrlSchema,
  }),
)
export const createPageRequestSchema = /* @__PURE__ */ defineSchema(() =>
  pageFieldsSchema.extend({
    /** The page's path (e.g. `/settings/billing`) or full URL. */
    id: contentKeySchema,
    description: pageFieldsSchema.shape.description.default(''),
    url: optionalUrlSchema.default(''),
  }),
)
export const updatePageRequestSchema = /* @__PURE__ */ defineSchema(() =>
  pageFieldsSchema.partial().extend({ id: contentKeySchema }),
)
export const pageSchema = /* @__PURE__ */ defineSchema(() => pageFieldsSchema.extend({ id: z.string(), ...timestamps }))
export type Page = z.infer<typeof pageSchema>

/**
 * Actions: what the assistant can suggest doing in the product.
 * - navigate: open a page of the product (`pageId`).
 * - click: press a control on the current page.
 * - function: run code the host page registered in the widget's actions map under the action's id.
 */
export const actionKinds = ['navigate', 'click', 'function'] as const
export const actionFieldsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: requiredText(120, 'Enter a name.'),
    description: optionalText(2000),
    kind: z.enum(actionKinds),
    /** The page the action belongs to or opens; must be a page of the same version. */
    pageId: contentKeySchema.nullable(),
  }),
)
export const createActionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  actionFieldsSchema.extend({
    id: contentKeySchema,
    description: actionFieldsSchema.shape.description.default(''),
    kind: z.enum(actionKinds).default('navigate'),
    pageId: contentKeySchema.nullable().default(null),
  }),
)
export const updateActionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  actionFieldsSchema.partial().extend({ id: contentKeySchema }),
)
export const actionSchema = /* @__PURE__ */ defineSchema(() =>
  actionFieldsSchema.extend({ id: z.string(), ...timestamps }),
)
export type Action = z.infer<typeof actionSchema>

// Workflows: multi-step tasks the assistant walks a person through, step by step.
export const workflowStepSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    title: requiredText(200, 'Enter a step title.'),
    description: optionalText(1000).default(''),
    /** An action of the same version that performs this step, if any. */
    actionId: contentKeySchema.nullable().default(null),
  }),
)
export const workflowFieldsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: requiredText(120, 'Enter a name.'),
    description: optionalText(2000),
    steps: z.array(workflowStepSchema).min(1, 'Add at least one step.').max(50, 'Use at most 50 steps.'),
  }),
)
export const createWorkflowRequestSchema = /* @__PURE__ */ defineSchema(() =>
  workflowFieldsSchema.extend({
    id: contentKeySchema,
    description: workflowFieldsSchema.shape.description.default(''),
  }),
)
export const updateWorkflowRequestSchema = /* @__PURE__ */ defineSchema(() =>
  workflowFieldsSchema.partial().extend({ id: contentKeySchema }),
)
export const workflowSchema = /* @__PURE__ */ defineSchema(() =>
  workflowFieldsSchema.extend({ id: z.string(), ...timestamps }),
)
export type Workflow = z.infer<typeof workflowSchema>

// FAQs: questions with the answer the assistant should give.
export const faqFieldsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    question: requiredText(500, 'Enter a question.'),
    answer: requiredText(5000, 'Enter an answer.'),
  }),
)
export const createFaqRequestSchema = faqFieldsSchema
export const updateFaqRequestSchema = /* @__PURE__ */ defineSchema(() =>
  faqFieldsSchema.partial().extend({ id: generatedIdSchema }),
)
export const faqSchema = /* @__PURE__ */ defineSchema(() => faqFieldsSchema.extend({ id: z.string(), ...timestamps }))
export type Faq = z.infer<typeof faqSchema>

/** Function names are what the model calls, so they follow the chat APIs' rule for tool names. */
export const functionNameSchema = /* @__PURE__ */ defineSchema(() =>
  z
    .string()
    // A hard bound before any other check, so a hostile body is refused without being read further.
    .max(1_000, 'This name is far too long; function names have at most 64 characters.')
    .trim()
    .superRefine((name, context) => {
      const problem = describeFunctionNameProblem(name)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
)

/**
 * Says what is wrong with a function name rather than restating the rule: the console shows the rule under the
 * field, and an error that repeated it read as the same sentence twice without pointing at the mistake.
 */
export function describeFunctionNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'Enter a name, e.g. get_weather.'
  if (name.length > 64) return `This name has ${name.length} characters; function names have at most 64.`
  if (!/^[A-Za-z_]/.test(name)) return `A function name cannot start with “${name[0]}”.`
  const unusable = /[^A-Za-z0-9_-]/.exec(name)?.[0]
  if (unusable === undefined) return undefined
  if (/\s/.test(unusable)) return 'A function name cannot contain spaces; join the words with _ or -.'
  return `A function name cannot contain “${unusable}”.`
}

/** A JSON Schema object describing a function's arguments, checked for the shape chat models accept. */
export const functionParametersSchema = /* @__PURE__ */ defineSchema(() =>
  boundedJson(z.record(z.string(), z.unknown()), 20_000).superRefine((value, context) => {
    const problem = describeJsonSchemaProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: `Not a valid parameters schema: ${problem}` })
  }),
)

// Agent functions: tools the assistant may call, run by the host page or the API client.
export const agentFunctionFieldsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: functionNameSchema,
    description: requiredText(1000, 'Describe what the function does.'),
    parameters: functionParametersSchema,
  }),
)
export const createAgentFunctionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  agentFunctionFieldsSchema.extend({
    parameters: functionParametersSchema.default({ type: 'object', properties: {} }),
  }),
)
/** Spec section 5: "Function and system-prompt updates need an id." */
export const updateAgentFunctionRequestSchema = /* @__PURE__ */ defineSchema(() =>
  agentFunctionFieldsSchema.partial().extend({ id: generatedIdSchema }),
)
export const agentFunctionSchema = /* @__PURE__ */ defineSchema(() =>
  agentFunctionFieldsSchema.extend({ id: z.string(), ...timestamps }),
)
export type AgentFunction = z.infer<typeof agentFunctionSchema>

// System prompts: instructions an API key or the playground can give the model.
export const systemPromptFieldsSchema = /* @__PURE__ */ defineSchema(() =>
  z.object({
    name: requiredText(100, 'Enter a name.'),
    content: requiredText(20_000, 'Enter the prompt.'),
  }),
)
export const createSystemPromptRequestSchema = systemPromptFieldsSchema
export const updateSystemPromptRequestSchema = /* @__PURE__ */ defineSchema(() =>
  systemPromptFieldsSchema.partial().extend({ id: generatedIdSchema }),
)
export const systemPromptSchema = /* @__PURE__ */ defineSchema(() =>
  systemPromptFieldsSchema.extend({ id: z.string(), ...timestamps }),
)
export type SystemPrompt = z.infer<typeof systemPromptSchema>

/** PUT /agent-functions/delete and /system-prompts/delete. */
export const deleteByIdRequestSchema = /* @__PURE__ */ defineSchema(() => z.object({ id: generatedIdSchema }))

export const contentParamsSchema = versionParamsSchema
export const pageParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ pageId: contentKeySchema }),
)
export const actionParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ actionId: contentKeySchema }),
)
export const workflowParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ workflowId: contentKeySchema }),
)
export const faqParamsSchema = /* @__PURE__ */ defineSchema(() =>
  versionParamsSchema.extend({ faqId: generatedIdSchema }),
)
