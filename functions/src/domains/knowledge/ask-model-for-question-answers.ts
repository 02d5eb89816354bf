import * as z from 'zod'
import type { ModelProvider } from '../../models/provider.ts'
import type { Logger } from '../../platform/logger.ts'
import { extractQuestionAnswers, mergeSameAnswers, type QuestionAnswer } from './extract-question-answers.ts'

/** Characters of source text per model call: about 1,500 tokens, leaving room for the answer. */
const chunkCharacters = 6000
/** Calls per document at most (about 120,000 characters); the rest of a very long document is not sent. */
const maximumChunks = 20

const instructions = [
  'You write training data for a customer support assistant.',
  'From the documentation text the user sends, write one question and answer pair for each distinct thing a user would ask that the text answers: tasks ("How do I make a token expire after an hour?"), problems and error messages ("Why do I get ...?"), facts ("What are your support hours?"), limits and defaults.',
  'Write each question once, the way a user would ask it, naming the product when the question needs it. Answers use only facts from the text, are complete on their own, are one to five sentences with the key code line or the steps when there are some, and never exceed 1,500 characters.',
  'A sentence ending in ":" keeps the code or list after it. A long section becomes several pairs; an empty or trivial one none.',
  'Never use page furniture as content: navigation, previous/next links, breadcrumbs, "Edit this page", tables of contents, cookie notices, version banners, headers and footers. Do not give two pairs the same answer.',
  'Other ways users word the same question go in its alternativePrompts (at most three, none repeating the question); never a second pair with the same answer.',
  'Answer with JSON only, in the form {"pairs":[{"prompt":"question","alternativePrompts":["other wording"],"completion":"answer"}]}. Answer {"pairs":[]} when the text answers nothing.',
].join(' ')

/** The JSON schema the reply must follow (OpenAI structured outputs). */
const pairsSchema = {
  type: 'json_schema' as const,
  json_schema: {
    name: 'knowledge_pairs',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['pairs'],
      properties: {
        pairs: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['prompt', 'alternativePrompts', 'completion'],
            properties: {
              prompt: { type: 'string' },
              alternativePrompts: { type: 'array', items: { type: 'string' } },
              completion: { type: 'string' },
            },
          },
        },
      },
    },
  },
}

const modelPairSchema = z.object({
  prompt: z.string(),
  completion: z.string(),
  alternativePrompts: z.array(z.string()).optional().catch(undefined),
})
const answerSchema = z.union([z.object({ pairs: z.array(modelPairSchema) }), z.array(modelPairSchema)])

/**
 * Splits Markdown at paragraph boundaries into pieces of at most `chunkCharacters`, starting a new piece at a
 * heading once the current one is half full, so a section and its heading usually stay together.
 */
export function chunkMarkdown(markdown: string, size = chunkCharacters): string[] {
  const chunks: string[] = []
  let current = ''
  for (const block of markdown.split(/\n{2,}/)) {
    const startsSection = block.startsWith('#') && current.length > size / 2
    if (current && (startsSection || current.length + block.length + 2 > size)) {
      chunks.push(current)
      current = ''
    }
    current = current ? `${current}\n\n${block}` : block.slice(0, size)
  }
  if (current.trim()) chunks.push(current)
  return chunks
}

/** The pairs in a model's answer, tolerating a code fence around the JSON; undefined when it is not valid. */
export function parseModelPairs(content: string | null): QuestionAnswer[] | undefined {
  if (!content) return undefined
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  try {
    const parsed = answerSchema.safeParse(JSON.parse(json))
    if (!parsed.success) return undefined
    const pairs = Array.isArray(parsed.data) ? parsed.data : parsed.data.pairs
    return pairs
      .map((pair) => {
        const alternativePrompts = (pair.alternativePrompts ?? []).map((prompt) => prompt.trim()).filter(Boolean)
        return {
          prompt: pair.prompt.trim(),
          completion: pair.completion.trim(),
          ...(alternativePrompts.length > 0 ? { alternativePrompts } : {}),
        }
      })
      .filter((pair) => pair.prompt && pair.completion)
  } catch {
    return undefined
  }
}

/**
 * Asks a language model for question and answer pairs, one call per chunk of the document. A chunk whose answer is
 * not the JSON asked for falls back to the deterministic extractor, so a model's slip never loses a chunk.
 * Provider errors propagate: the job retries the ones that pass (rate limits, outages).
 *
 * @example const pairs = await askModelForQuestionAnswers(modelProvider(), markdown, { title, log })
 */
export async function askModelForQuestionAnswers(
  provider: ModelProvider,
  markdown: string,
  options: { title?: string | null; log?: Logger },
): Promise<QuestionAnswer[]> {
  const pairs: QuestionAnswer[] = []
  for (const chunk of chunkMarkdown(markdown).slice(0, maximumChunks)) {
    const reply = await provider.chat({
      temperature: 0,
      responseFormat: pairsSchema,
      messages: [
        { role: 'system', content: instructions },
        { role: 'user', content: `${options.title ? `Document: ${options.title}\n\n` : ''}${chunk}` },
      ],
    })
    const parsed = parseModelPairs(reply.message.content)
    if (parsed) pairs.push(...parsed)
    else {
      options.log?.warn('model answer was not the JSON asked for; using the extractor for this chunk', {
        model: reply.model,
      })
      pairs.push(...extractQuestionAnswers(chunk, { title: options.title }))
    }
  }
  // A model asked not to repeat an answer still may (across chunks): one pair per answer all the same.
  return mergeSameAnswers(pairs)
}
