import { inKnowledgeWords } from '../../retrieval/query-expansion.ts'
import { normalize } from '../../retrieval/vectors.ts'
import type { KnowledgeIndex } from './knowledge-index.ts'

/**
 * The question's embedding, blended with the embedding of the same question in the knowledge's own words when it
 * used words the knowledge never does ("broadcast to a topic" is also read as "publish to a channel"). The sentence
 * encoder scores a rewording by its words, so a synonym the knowledge lacks pulls the question away from its answer;
 * the blend keeps the user's wording too, since a synonym group can be wrong for the question. Dev set (ioredis,
 * 150 rewordings, in process, seeds 7 / 2 / 3): right at the threshold 58 / 62 / 65 → 62 / 66 / 66 at the same 34
 * of 40 out-of-scope questions declined. An abbreviation the knowledge spells out is read the same way ("CSV" →
 * "comma separated values"). Costs a second encoder pass only for questions that were reworded.
 */
export async function embedQuestionInKnowledgeWords(
  index: KnowledgeIndex,
  question: string,
  embedding: Float32Array,
  embed: (texts: string[]) => Promise<Float32Array[]>,
): Promise<Float32Array> {
  const reworded = inKnowledgeWords(
    question,
    (term) => index.knownTerms.has(term),
    (term) => index.pairKeywords.inverseDocumentFrequency(term),
    (word) => index.abbreviations.spelledOut(word),
  )
  if (reworded === undefined) return embedding
  const [rewordedEmbedding] = await embed([reworded])
  if (!rewordedEmbedding) return embedding
  return normalize(embedding.map((value, dimension) => value + (rewordedEmbedding[dimension] as number)))
}
