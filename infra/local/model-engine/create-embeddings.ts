import { localEmbeddingModelId } from '@platform/functions/models/local-engine/model-ids'
import {
  type EmbeddingCache,
  embedSentences,
  sentenceEncoderDimensions,
} from '@platform/functions/models/local-engine/sentence-encoder'
import { float32ToBase64 } from '@platform/functions/retrieval/vectors'
import { countTokens } from 'gpt-tokenizer'
import * as z from 'zod'
import { EngineError, modelNotFound } from './engine-error.ts'

export const embeddingRequestSchema = z
  .object({
    model: z.string().min(1),
    input: z.union([z.string(), z.array(z.string()).min(1).max(2048)]),
    encoding_format: z.enum(['float', 'base64']).optional(),
    dimensions: z.number().int().positive().optional(),
  })
  .loose()

/**
 * `POST /v1/embeddings` with Universal Sentence Encoder lite. Supports `encoding_format: 'base64'` (little-endian
 * float32, as OpenAI), which the `openai` client asks for by default and decodes itself. A single input is a chat
 * question the platform is about to send to `/chat/completions`: it goes through the chat's cache, which then has it.
 * Batches (indexing) bypass the cache, so they do not push out the texts chat reuses.
 */
export async function createEmbeddings(request: z.infer<typeof embeddingRequestSchema>, cache?: EmbeddingCache) {
  if (request.model !== localEmbeddingModelId) throw modelNotFound(request.model)
  if (request.dimensions !== undefined && request.dimensions !== sentenceEncoderDimensions) {
    throw new EngineError(
      400,
      `${localEmbeddingModelId} only makes ${sentenceEncoderDimensions}-dimensional embeddings.`,
      null,
      'dimensions',
    )
  }
  const inputs = typeof request.input === 'string' ? [request.input] : request.input
  const emptyAt = inputs.findIndex((input) => input.trim() === '')
  if (emptyAt !== -1) throw new EngineError(400, `'$.input' is invalid: item ${emptyAt} is empty.`, null, 'input')
  const vectors = cache && inputs.length === 1 ? await cache.embed(inputs) : await embedSentences(inputs)
  const tokens = inputs.reduce((total, input) => total + countTokens(input), 0)
  return {
    object: 'list' as const,
    data: vectors.map((vector, index) => ({
      object: 'embedding' as const,
      index,
      embedding: request.encoding_format === 'base64' ? float32ToBase64(vector) : Array.from(vector),
    })),
    model: localEmbeddingModelId,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  }
}
