import type { RagData, RagPassage } from '@platform/shared/contracts/models'
import type { ModelProvider } from '../../models/provider.ts'
import { searchRagIndex } from '../../retrieval/rag-index-file.ts'
import { loadCachedRagIndex } from './load-rag-index.ts'

/** Passages given to the model per message. */
export const passagesPerMessage = 4
/** A question whose own best passage scores below this is likely a follow-up leaning on the previous turn. */
const confidentPassageScore = 0.5
const maximumPassages = 6

/**
 * The passages for a question: from the model's own index (built from the same snapshot it was trained on), or
 * the version's latest index for a model trained before indexes existed. When the question alone finds nothing
 * convincing and the client sent the previous turn's passages (`previousRagData`), those are kept too, so
 * "and how long does that take?" still sees what the last answer was based on.
 */
export async function retrievePassages(input: {
  /** The model's own index, else the version's latest (the caller reads it with its other records). */
  indexKey: string | undefined
  question: string
  previousRagData: RagData | null | undefined
  provider: ModelProvider
}): Promise<RagPassage[]> {
  const { indexKey } = input
  const found: RagPassage[] = []
  if (indexKey) {
    const index = await loadCachedRagIndex(indexKey)
    const { embeddings } = await input.provider.embed({ model: index.embeddingModel, input: [input.question] })
    const embedding = embeddings[0]
    if (embedding) {
      found.push(...searchRagIndex(index, { embedding, text: input.question }, { limit: passagesPerMessage }))
    }
  }
  const best = found[0]?.score ?? 0
  if (best >= confidentPassageScore || !input.previousRagData) return found
  const seen = new Set(found.map((passage) => passage.id))
  const carried = input.previousRagData.passages.filter((passage) => !seen.has(passage.id))
  return [...found, ...carried].slice(0, maximumPassages)
}
