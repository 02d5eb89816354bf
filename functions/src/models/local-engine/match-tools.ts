import { contentTerms, splitWords } from '../../retrieval/text-tokens.ts'
import { dot } from '../../retrieval/vectors.ts'
import { extractToolArguments } from './extract-tool-arguments.ts'
import type { EmbeddingCache } from './sentence-encoder.ts'

/** A function the caller offers, as in OpenAI's `tools[].function`. */
export interface FunctionTool {
  name: string
  description?: string
  parameters?: unknown
}

export interface ToolMatch {
  name: string
  /** 0..1: mostly meaning (the message against the function's name and description), partly shared keywords. */
  score: number
  arguments: Record<string, unknown>
}

/**
 * Below this the message is not taken as a request to run a function. Set on hand-written pairs: requests that
 * carry their arguments score 0.54 to 0.77; how-to questions on the same topic ("How do I track a shipment?")
 * 0.34 to 0.48, because they name the topic but give no values to act on.
 */
export const toolMatchThreshold = 0.52

/** Score = meaning + shared name keywords + share of the needed arguments found in the message. */
const meaningWeight = 0.5
const keywordWeight = 0.2
const argumentWeight = 0.3

/**
 * Scores every function against the message and returns the best, with its arguments filled where possible.
 *
 * @example
 * const match = await bestToolMatch(message, messageEmbedding, tools, cache)
 * if (match && match.score >= toolMatchThreshold) callFunction(match.name, match.arguments)
 */
export async function bestToolMatch(
  message: string,
  messageEmbedding: Float32Array,
  tools: readonly FunctionTool[],
  cache: EmbeddingCache,
): Promise<ToolMatch | undefined> {
  if (tools.length === 0) return undefined
  const descriptions = tools.map(describeTool)
  const embeddings = await cache.embed(descriptions)
  const messageTerms = new Set(contentTerms(message))
  let best: ToolMatch | undefined
  tools.forEach((tool, position) => {
    const similarity = Math.max(dot(messageEmbedding, embeddings[position] as Float32Array), 0)
    const nameTerms = contentTerms(humanizeName(tool.name))
    const shared = nameTerms.filter((term) => messageTerms.has(term)).length
    const keywordShare = nameTerms.length > 0 ? shared / nameTerms.length : 0
    const toolArguments = extractToolArguments(message, tool.parameters)
    const score =
      meaningWeight * similarity +
      keywordWeight * keywordShare +
      argumentWeight * foundArgumentShare(tool.parameters, toolArguments)
    if (!best || score > best.score) best = { name: tool.name, score, arguments: toolArguments }
  })
  return best
}

/** Share of the required parameters (or of all, when none is required) that the message supplied. */
function foundArgumentShare(parameters: unknown, found: Record<string, unknown>): number {
  const schema = (typeof parameters === 'object' && parameters !== null ? parameters : {}) as {
    properties?: Record<string, unknown>
    required?: unknown
  }
  const required = Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : []
  const needed = required.length > 0 ? required : Object.keys(schema.properties ?? {})
  // A function without parameters needs nothing from the message: neither a reason to call it nor against.
  if (needed.length === 0) return 0.5
  return needed.filter((name) => name in found).length / needed.length
}

/** Fills the arguments of a function the caller named in `tool_choice`. */
export function forcedToolMatch(message: string, tool: FunctionTool): ToolMatch {
  return { name: tool.name, score: 1, arguments: extractToolArguments(message, tool.parameters) }
}

function describeTool(tool: FunctionTool): string {
  const name = humanizeName(tool.name)
  return tool.description ? `${name}. ${tool.description}` : name
}

/** "get_order_status" and "getOrderStatus" read as "get order status". */
function humanizeName(name: string): string {
  return splitWords(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ')).join(' ')
}
