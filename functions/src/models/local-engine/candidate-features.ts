import { dotAllFixedRows } from '../../retrieval/fixed-rows.ts'
import { expandQuery } from '../../retrieval/query-expansion.ts'
import { contentTerms, isStopWord, nameTerms, splitWords, stem } from '../../retrieval/text-tokens.ts'
import { dot } from '../../retrieval/vectors.ts'
import { answerProfile, centeredQuery, type KnowledgeIndex, row } from './knowledge-index.ts'
import { isCommonEnglishWord, sentenceEncoderDimensions } from './sentence-encoder.ts'

/**
 * Hybrid retrieval: the answers closest in meaning (answer profiles) and in keywords (BM25 over prompts and over
 * answers) become candidates, each described by the features the routing head weighs. Similarities and keyword
 * coverage are absolute, because the decline decision needs them; BM25 scores are divided by the best score of
 * the query, because raw BM25 is not comparable between queries.
 */
export const featureNames = [
  'prompt similarity',
  'answer similarity',
  'profile similarity',
  'prompt keyword score',
  'answer keyword score',
  'prompt keyword coverage',
  'answer keyword coverage',
  'pair keyword score',
  'pair keyword coverage',
  'context keyword score',
  'context keyword coverage',
  'known term share',
  'names known',
  'pair keyword evidence',
] as const

export const featureCount = featureNames.length

export interface Candidate {
  answer: number
  /** The prompt closest in meaning to the question, or -1 if the answer has none left (see `excludedPrompt`). */
  bestPrompt: number
  features: Float32Array
}

export interface Query {
  /** The question as asked: a trained prompt asked word for word is answered from it (see `answerEmbeddedQuestion`). */
  text?: string
  /** Unit-length sentence embedding of the question. */
  embedding: Float32Array
  /** `contentTerms` of the question. */
  terms: readonly string[]
  /** `nameTerms` of the question: identifiers, acronyms and proper names it mentions. */
  names: readonly string[]
  /** Terms of words that are not common English words: the ones a typo may have made (see `SpellingCorrector`). */
  possibleTypos?: ReadonlySet<string>
  /** The question's words, stop words kept: synonym phrases ("time to live") are found in them. */
  words?: readonly string[]
  /** The paraphrase encoder's vector of the question, for a model that holds `paraphrases` or `paraphraseCheck`. */
  paraphraseEmbedding?: Float32Array
  /**
   * The paraphrase encoder's vector of the question without its words the knowledge never uses, when it has some:
   * a question that comes nearer an answer without them asks about something that answer does not say.
   */
  knownWordsParaphraseEmbedding?: Float32Array
}

/** The paraphrase encoder's vectors of a question (see `Query`). */
export interface QuestionParaphraseVectors {
  question: Float32Array
  knownWordsOnly?: Float32Array
}

/** A question as the candidate search reads it. */
export function queryOf(question: string, embedding: Float32Array, paraphrase?: QuestionParaphraseVectors): Query {
  const words = splitWords(question)
  const possibleTypos = new Set(
    words
      .filter((word) => !isStopWord(word) && !isCommonEnglishWord(word) && !isCommonEnglishWord(stem(word)))
      .map(stem),
  )
  return {
    text: question,
    embedding,
    terms: contentTerms(question),
    names: nameTerms(question),
    possibleTypos,
    words,
    ...(paraphrase ? { paraphraseEmbedding: paraphrase.question } : {}),
    ...(paraphrase?.knownWordsOnly ? { knownWordsParaphraseEmbedding: paraphrase.knownWordsOnly } : {}),
  }
}

export interface CandidateOptions {
  /** Leave one prompt out, as if it were not in the index (held-out paraphrases during training). */
  excludedPrompt?: number
  /**
   * Leave out every prompt of `excludedPrompt`'s answer: the question then reaches its answer through the answer's
   * own text only, as a rewording that shares no words with any trained wording must.
   */
  excludeSiblingPrompts?: boolean
  /** Leave one answer out entirely (teaches the head what an unanswerable question looks like). */
  excludedAnswer?: number
}

/** Matched rare terms' worth of BM25 score at which 'pair keyword evidence' is full. */
const evidenceScale = 6
const candidatesByMeaning = 20
const candidatesByKeywords = 8

export function findCandidates(index: KnowledgeIndex, query: Query, options: CandidateOptions = {}): Candidate[] {
  const answerCount = index.answers.length
  const excludedPrompt = options.excludedPrompt ?? -1
  const excludedAnswer = options.excludedAnswer ?? -1
  const excludedPromptAnswer = excludedPrompt >= 0 ? (index.answerOfPrompt[excludedPrompt] as number) : -1
  const excludedPrompts = new Set(
    options.excludeSiblingPrompts ? (index.promptsOfAnswer[excludedPromptAnswer] ?? []) : [excludedPrompt],
  )

  const centered = centeredQuery(query.embedding, index.centroid)
  const profileSimilarities = new Float32Array(answerCount)
  dotAllFixedRows(index.answerProfiles, sentenceEncoderDimensions, centered, profileSimilarities)
  if (excludedPromptAnswer >= 0) {
    // Its stored profile still contains the left-out prompt; measure it as if that prompt were never trained.
    const remaining = (index.promptsOfAnswer[excludedPromptAnswer] ?? []).filter(
      (prompt) => !excludedPrompts.has(prompt),
    )
    const profile = answerProfile(
      index.promptEmbeddings,
      remaining,
      row(index.answerEmbeddings, excludedPromptAnswer),
      index.centroid,
    )
    profileSimilarities[excludedPromptAnswer] = dot(centered, profile)
  }

  // Typos repaired towards the commoner term of the knowledge (measured on the dev set's 16 misspelled rewordings).
  const terms = query.terms.map((term) =>
    query.possibleTypos?.has(term)
      ? index.spelling.correct(term, (candidate) => index.pairKeywords.inverseDocumentFrequency(candidate))
      : term,
  )
  // The documentation's words for what the question says in its own ("broadcast to a topic" → publish, channel),
  // and for the shortened words it never uses ("CSV" → comma-separated values; five sets, six seeds: 1,646 → 1,677
  // paraphrases ranked first).
  const isKnown = (term: string) => index.knownTerms.has(term)
  const concepts = expandQuery(terms, query.words ?? []).map((concept) =>
    isKnown(concept.term) || concept.alternatives.some(isKnown)
      ? concept
      : {
          term: concept.term,
          alternatives: [
            ...concept.alternatives,
            ...index.wordFamilies.relatives(concept.term),
            ...index.abbreviations.expand(concept.term),
          ],
        },
  )
  const promptKeywords = index.promptKeywords.searchConcepts(concepts)
  const answerKeywords = index.answerKeywords.searchConcepts(concepts)
  const pairKeywords = index.pairKeywords.searchConcepts(concepts)
  const contextKeywords = index.contextKeywords.searchConcepts(concepts)
  if (excludedPromptAnswer >= 0) {
    // The pair text holds the left-out prompt; its answer text alone stands in for it.
    pairKeywords.scores[excludedPromptAnswer] = answerKeywords.scores[excludedPromptAnswer] as number
    pairKeywords.matchedWeight[excludedPromptAnswer] = answerKeywords.matchedWeight[excludedPromptAnswer] as number
  }
  const bestPromptKeywordScore = new Float32Array(answerCount)
  const bestPromptCoverage = new Float32Array(answerCount)
  for (const prompt of promptKeywords.matchedDocuments) {
    if (excludedPrompts.has(prompt)) continue
    const answer = index.answerOfPrompt[prompt] as number
    bestPromptKeywordScore[answer] = Math.max(
      bestPromptKeywordScore[answer] as number,
      promptKeywords.scores[prompt] as number,
    )
    bestPromptCoverage[answer] = Math.max(
      bestPromptCoverage[answer] as number,
      promptKeywords.matchedWeight[prompt] as number,
    )
  }

  const isAllowed = (answer: number) => answer !== excludedAnswer
  const chosen = new Set<number>()
  for (const answer of topIndices(profileSimilarities, candidatesByMeaning, isAllowed)) chosen.add(answer)
  for (const answer of topIndices(bestPromptKeywordScore, candidatesByKeywords, isAllowed, true)) chosen.add(answer)
  for (const answer of topIndices(answerKeywords.scores, candidatesByKeywords, isAllowed, true)) chosen.add(answer)
  for (const answer of topIndices(pairKeywords.scores, candidatesByKeywords, isAllowed, true)) chosen.add(answer)
  for (const answer of topIndices(contextKeywords.scores, candidatesByKeywords, isAllowed, true)) chosen.add(answer)

  let highestPromptKeywordScore = 0
  let highestAnswerKeywordScore = 0
  let highestPairKeywordScore = 0
  let highestContextKeywordScore = 0
  for (const answer of chosen) {
    highestPromptKeywordScore = Math.max(highestPromptKeywordScore, bestPromptKeywordScore[answer] as number)
    highestAnswerKeywordScore = Math.max(highestAnswerKeywordScore, answerKeywords.scores[answer] as number)
    highestPairKeywordScore = Math.max(highestPairKeywordScore, pairKeywords.scores[answer] as number)
    highestContextKeywordScore = Math.max(highestContextKeywordScore, contextKeywords.scores[answer] as number)
  }

  // The same for every candidate: how much of the question the knowledge can talk about at all (a term counts as
  // known when the knowledge uses it or a synonym of it). Off-topic questions and questions about a neighbouring
  // feature the documentation never names score low on both.
  let knownTerms = 0
  for (const { term, alternatives } of concepts) {
    if (index.knownTerms.has(term) || alternatives.some((alternative) => index.knownTerms.has(alternative)))
      knownTerms++
  }
  const knownTermShare = ratio(knownTerms, concepts.length)
  const namesKnown = query.names.every((name) => isKnown(name) || index.abbreviations.expand(name).length > 0) ? 1 : 0

  const candidates: Candidate[] = []
  for (const answer of chosen) {
    let bestPrompt = -1
    let bestPromptSimilarity = 0
    for (const prompt of index.promptsOfAnswer[answer] ?? []) {
      if (excludedPrompts.has(prompt)) continue
      const similarity = dot(query.embedding, row(index.promptEmbeddings, prompt))
      if (bestPrompt === -1 || similarity > bestPromptSimilarity) {
        bestPrompt = prompt
        bestPromptSimilarity = similarity
      }
    }
    const features = new Float32Array(featureCount)
    features[0] = Math.max(bestPromptSimilarity, 0)
    features[1] = Math.max(dot(query.embedding, row(index.answerEmbeddings, answer)), 0)
    features[2] = Math.max(profileSimilarities[answer] as number, 0)
    features[3] = ratio(bestPromptKeywordScore[answer] as number, highestPromptKeywordScore)
    features[4] = ratio(answerKeywords.scores[answer] as number, highestAnswerKeywordScore)
    features[5] = ratio(bestPromptCoverage[answer] as number, promptKeywords.queryWeight)
    features[6] = ratio(answerKeywords.matchedWeight[answer] as number, answerKeywords.queryWeight)
    features[7] = ratio(pairKeywords.scores[answer] as number, highestPairKeywordScore)
    features[8] = ratio(pairKeywords.matchedWeight[answer] as number, pairKeywords.queryWeight)
    features[9] = ratio(contextKeywords.scores[answer] as number, highestContextKeywordScore)
    features[10] = ratio(contextKeywords.matchedWeight[answer] as number, contextKeywords.queryWeight)
    features[11] = knownTermShare
    features[12] = namesKnown
    // How much keyword evidence there is, not only what share of the question it covers: a near miss matches its
    // topic's one or two words fully, a rewording matches several. BM25 grows with the log of the knowledge's size,
    // so it is measured against that (six matched rare terms fill it). Five sets, six seeds, right rewordings at 85%
    // of out-of-scope questions declined: 1,072 → 1,171 (factor 4 / 6 / 9 on seeds 1–3: 584 / 576 / 570).
    features[13] = Math.min(1, (pairKeywords.scores[answer] as number) / (evidenceScale * Math.log(1 + answerCount)))
    candidates.push({ answer, bestPrompt, features })
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
