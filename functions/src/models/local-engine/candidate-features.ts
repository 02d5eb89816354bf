import type { KnowledgeIndex } from './knowledge-index.ts'
import { sentenceEncoderDimensions } from './sentence-encoder.ts'
import { dot, dotAllRows } from './vectors.ts'

/**
 * Hybrid retrieval: the answers closest in meaning (best prompt embedding) and in keywords (BM25 over prompts
 * and over answers) become candidates, each described by the features the routing head weighs. Features are
 * absolute where the decline decision needs them (similarities, coverage) and relative where raw BM25 scores
 * are not comparable between queries.
 */
export const featureNames = [
  'prompt similarity',
  'answer similarity',
  'prompt keyword score',
  'answer keyword score',
  'prompt keyword coverage',
  'answer keyword coverage',
  'prompt similarity × coverage',
] as const

export const featureCount = featureNames.length

export interface Candidate {
  answer: number
  /** Index of the prompt that matched best by meaning, or -1 when only keywords found this answer. */
  bestPrompt: number
  features: Float32Array
}

export interface Query {
  /** Unit-length sentence embedding of the question. */
  embedding: Float32Array
  /** `contentTerms` of the question. */
  terms: readonly string[]
}

export interface CandidateOptions {
  /** Leave one prompt out, as if it were not in the index (held-out paraphrases during training). */
  excludedPrompt?: number
  /** Leave one answer out entirely (teaches the head what an unanswerable question looks like). */
  excludedAnswer?: number
}

const candidatesByMeaning = 20
const candidatesByKeywords = 8

export function findCandidates(index: KnowledgeIndex, query: Query, options: CandidateOptions = {}): Candidate[] {
  const answerCount = index.answers.length
  const promptCount = index.prompts.length
  const excludedPrompt = options.excludedPrompt ?? -1
  const excludedAnswer = options.excludedAnswer ?? -1

  const promptSimilarities = new Float32Array(promptCount)
  dotAllRows(index.promptEmbeddings, sentenceEncoderDimensions, query.embedding, promptSimilarities)
  const promptKeywords = index.promptKeywords.search(query.terms)
  const answerKeywords = index.answerKeywords.search(query.terms)

  const bestSimilarity = new Float32Array(answerCount)
  const bestPrompt = new Int32Array(answerCount).fill(-1)
  for (let prompt = 0; prompt < promptCount; prompt++) {
    const answer = index.answerOfPrompt[prompt] as number
    if (prompt === excludedPrompt || answer === excludedAnswer) continue
    const similarity = promptSimilarities[prompt] as number
    if (bestPrompt[answer] === -1 || similarity > (bestSimilarity[answer] as number)) {
      bestSimilarity[answer] = similarity
      bestPrompt[answer] = prompt
    }
  }

  const bestPromptKeywordScore = new Float32Array(answerCount)
  const bestPromptCoverage = new Float32Array(answerCount)
  for (const prompt of promptKeywords.matchedDocuments) {
    const answer = index.answerOfPrompt[prompt] as number
    if (prompt === excludedPrompt || answer === excludedAnswer) continue
    bestPromptKeywordScore[answer] = Math.max(
      bestPromptKeywordScore[answer] as number,
      promptKeywords.scores[prompt] as number,
    )
    bestPromptCoverage[answer] = Math.max(bestPromptCoverage[answer] as number, promptKeywords.matchedWeight[prompt] as number)
  }

  const isAllowed = (answer: number) => answer !== excludedAnswer && bestPrompt[answer] !== -1
  const chosen = new Set<number>()
  for (const answer of topIndices(bestSimilarity, candidatesByMeaning, isAllowed)) chosen.add(answer)
  for (const answer of topIndices(bestPromptKeywordScore, candidatesByKeywords, isAllowed, true)) chosen.add(answer)
  for (const answer of topIndices(answerKeywords.scores, candidatesByKeywords, isAllowed, true)) chosen.add(answer)

  let highestPromptKeywordScore = 0
  let highestAnswerKeywordScore = 0
  for (const answer of chosen) {
    highestPromptKeywordScore = Math.max(highestPromptKeywordScore, bestPromptKeywordScore[answer] as number)
    highestAnswerKeywordScore = Math.max(highestAnswerKeywordScore, answerKeywords.scores[answer] as number)
  }

  const candidates: Candidate[] = []
  for (const answer of chosen) {
    const promptSimilarity = Math.max(bestSimilarity[answer] as number, 0)
    const answerEmbedding = index.answerEmbeddings.subarray(
      answer * sentenceEncoderDimensions,
      (answer + 1) * sentenceEncoderDimensions,
    )
    const promptCoverage = ratio(bestPromptCoverage[answer] as number, promptKeywords.queryWeight)
    const features = new Float32Array(featureCount)
    features[0] = promptSimilarity
    features[1] = Math.max(dot(query.embedding, answerEmbedding), 0)
    features[2] = ratio(bestPromptKeywordScore[answer] as number, highestPromptKeywordScore)
    features[3] = ratio(answerKeywords.scores[answer] as number, highestAnswerKeywordScore)
    features[4] = promptCoverage
    features[5] = ratio(answerKeywords.matchedWeight[answer] as number, answerKeywords.queryWeight)
    features[6] = promptSimilarity * promptCoverage
    candidates.push({ answer, bestPrompt: bestPrompt[answer] as number, features })
  }
  return candidates
}

function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0
}

/** Indices of the `count` largest values (skipping disallowed ones, and zeros when asked), largest first. */
function topIndices(
  values: Float32Array,
  count: number,
  isAllowed: (index: number) => boolean,
  skipZeros = false,
): number[] {
  const top: number[] = []
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as number
    if (skipZeros && value <= 0) continue
    if (top.length === count && value <= (values[top[count - 1] as number] as number)) continue
    if (!isAllowed(index)) continue
    // Insertion into a short sorted list: cheaper than sorting all values, since most values fail the test above.
    if (top.length < count) top.push(index)
    let position = top.length - 1
    while (position > 0 && (values[top[position - 1] as number] as number) < value) {
      top[position] = top[position - 1] as number
      position--
    }
    top[position] = index
  }
  return top
}
