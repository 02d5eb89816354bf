import type { RagPassage } from '@platform/shared/contracts/models'
import { ragPassageSources } from '@platform/shared/contracts/models'
import * as z from 'zod'
import { Bm25Index } from './bm25-index.ts'
import { contentTerms } from './text-tokens.ts'
import { base64ToFloat32, dot, float32ToBase64, normalize } from './vectors.ts'

/**
 * A version's retrieval index as stored in S3: the passages and one unit-length embedding each, made with the
 * provider's embedding model (so any provider can serve it). Keyword search (BM25) is rebuilt from the texts
 * on load, in milliseconds, so the file carries only texts and vectors.
 */
const ragIndexFileSchema = z.object({
  format: z.literal('rag-index/v1'),
  embeddingModel: z.string(),
  dimensions: z.number().int().positive(),
  builtAt: z.string(),
  passages: z.array(
    z.object({
      id: z.string(),
      source: z.enum(ragPassageSources),
      sourceKey: z.string(),
      title: z.string().nullable(),
      text: z.string(),
      searchText: z.string(),
    }),
  ),
  /** Row-major float32, base64. */
  embeddings: z.string(),
})
/** A retrievable passage: what is shown to the model (`text`) and what is matched against questions. */
export type RagPassageRecord = Omit<RagPassage, 'score'> & { searchText: string }

export type RagIndexFile = z.infer<typeof ragIndexFileSchema>

export interface RagIndex {
  embeddingModel: string
  dimensions: number
  passages: RagPassageRecord[]
  embeddings: Float32Array
  keywords: Bm25Index
}

export function serializeRagIndex(input: {
  embeddingModel: string
  passages: RagPassageRecord[]
  embeddings: number[][]
  builtAt?: Date
}): RagIndexFile {
  const dimensions = input.embeddings[0]?.length ?? 1
  const matrix = new Float32Array(input.passages.length * dimensions)
  input.embeddings.forEach((embedding, row) => {
    if (embedding.length !== dimensions) throw new Error('Embeddings of one index must have the same length.')
    matrix.set(normalize(embedding), row * dimensions)
  })
  return {
    format: 'rag-index/v1',
    embeddingModel: input.embeddingModel,
    dimensions,
    builtAt: (input.builtAt ?? new Date()).toISOString(),
    passages: input.passages,
    embeddings: float32ToBase64(matrix),
  }
}

export function loadRagIndex(stored: unknown): RagIndex {
  const file = ragIndexFileSchema.parse(stored)
  const embeddings = base64ToFloat32(file.embeddings)
  if (embeddings.length !== file.passages.length * file.dimensions)
    throw new Error('The index embeddings do not match its passages.')
  return {
    embeddingModel: file.embeddingModel,
    dimensions: file.dimensions,
    passages: file.passages,
    embeddings,
    keywords: new Bm25Index(file.passages.map((passage) => contentTerms(passage.searchText))),
  }
}

/** Meaning counts most; keyword coverage rescues exact names and numbers embeddings blur. */
const meaningWeight = 0.7
const keywordWeight = 0.3
/** Below this a passage is more likely noise than help (unrelated passages score 0.1 to 0.3). */
export const minimumPassageScore = 0.35

/**
 * Hybrid search: cosine similarity of the question's embedding with each passage, plus the share of the
 * question's keywords (weighted by rarity) the passage contains. Best first, at most `limit`.
 *
 * @example
 * const passages = searchRagIndex(index, { embedding, text: 'How long do refunds take?' }, { limit: 4 })
 */
export function searchRagIndex(
  index: RagIndex,
  query: { embedding: ArrayLike<number>; text: string },
  options: { limit: number; minimumScore?: number },
): RagPassage[] {
  if (query.embedding.length !== index.dimensions) {
    throw new Error(
      `The question's embedding has ${query.embedding.length} dimensions; the index has ${index.dimensions}.`,
    )
  }
  const queryVector = normalize(query.embedding)
  const keywords = index.keywords.search(contentTerms(query.text))
  const minimumScore = options.minimumScore ?? minimumPassageScore
  const scored: RagPassage[] = []
  index.passages.forEach((passage, row) => {
    const meaning = Math.max(
      dot(queryVector, index.embeddings.subarray(row * index.dimensions, (row + 1) * index.dimensions)),
      0,
    )
    const coverage = keywords.queryWeight > 0 ? (keywords.matchedWeight[row] as number) / keywords.queryWeight : 0
    const score = meaningWeight * meaning + keywordWeight * coverage
    if (score < minimumScore) return
    const { searchText: _searchText, ...shown } = passage
    scored.push({ ...shown, score: Math.round(score * 1000) / 1000 })
  })
  return scored.sort((left, right) => right.score - left.score).slice(0, options.limit)
}
