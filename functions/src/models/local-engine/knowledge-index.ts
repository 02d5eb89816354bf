import { AbbreviationIndex } from '../../retrieval/abbreviations.ts'
import { Bm25Index } from '../../retrieval/bm25-index.ts'
import { phraseTerms, synonymTerms } from '../../retrieval/query-expansion.ts'
import { SpellingCorrector } from '../../retrieval/spelling-correction.ts'
import { contentTerms } from '../../retrieval/text-tokens.ts'
import { normalize } from '../../retrieval/vectors.ts'
import { WordFamilyIndex } from '../../retrieval/word-families.ts'
import { paraphraseEncoderDimensions } from './paraphrase-encoder.ts'
import { sentenceEncoderDimensions } from './sentence-encoder.ts'

/**
 * The searchable part of a trained model: every training prompt points at one answer (a distinct completion),
 * so paraphrased prompts that share a completion strengthen the same answer. Both sides are searchable by
 * meaning (embeddings) and by keywords (BM25).
 */
export interface KnowledgeIndex {
  prompts: readonly string[]
  /** For each prompt, the index of its answer. */
  answerOfPrompt: Int32Array
  promptsOfAnswer: readonly (readonly number[])[]
  answers: readonly string[]
  /** Row-major, one unit-length row per prompt. */
  promptEmbeddings: Float32Array
  /** Row-major, one unit-length row per answer. */
  answerEmbeddings: Float32Array
  /**
   * The mean of all prompt and answer embeddings. Sentence embeddings share a large common direction
   * ("a question about this product"); measuring from the centroid removes it and separates topics better.
   */
  centroid: Float32Array
  /** Row-major, one unit-length row per answer: its prompts and its answer together, measured from the centroid. */
  answerProfiles: Float32Array
  promptKeywords: Bm25Index
  answerKeywords: Bm25Index
  /**
   * Each answer with all its prompts as one text: a reworded question rarely repeats the prompt's words, but
   * its words are spread over question and answer together (measured: the best single keyword view here).
   */
  pairKeywords: Bm25Index
  /** Per answer, the source passage it was linked to at training (see `linkSourcePassages`), or ''. */
  answerContexts: readonly string[]
  /** Each answer with its linked source passage: the documentation's own words for the same topic. */
  contextKeywords: Bm25Index
  /** Content terms of everything the model learned from (prompts, answers, the version's sources). */
  knownTerms: ReadonlySet<string>
  /** Repairs question terms one typo away from a known term. */
  spelling: SpellingCorrector
  /** Reads shortened words ("CSV", "bools") as the knowledge's words they stand for. */
  abbreviations: AbbreviationIndex
  /** Reads a word the knowledge lacks through the known words of its family ("execution" → execute). */
  wordFamilies: WordFamilyIndex
  /** Each trained prompt by its `comparablePrompt` form (the first prompt of that form when two share it). */
  promptOfText: ReadonlyMap<string, number>
  /** The paraphrase encoder's vectors of a small knowledge base; absent for larger ones and older models. */
  paraphrases?: ParaphraseVectors
  /**
   * For a knowledge base not read with the paraphrase encoder (larger, or of whole documentation sections), up to
   * `paraphraseCheckedPrompts` prompts: its vector of each prompt + answer, a check on the head's answer (ADR 0037).
   */
  paraphraseCheck?: Float32Array
  /** With `paraphraseCheck`: its vectors of the answers too long for it to read whole, piece by piece (ADR 0039). */
  paraphraseCheckPieces?: AnswerPieceVectors
}

/**
 * The paraphrase encoder's vectors of long answers' pieces (`paraphrasePieces`): one unit-length row per piece,
 * row-major, and the answer each row belongs to.
 */
export interface AnswerPieceVectors {
  vectors: Float32Array
  answerOfPiece: Int32Array
}

/**
 * A knowledge base of at most this many answers is small (most customers start with a few dozen pairs): there the
 * routing head learns from few made-up questions, and the engine leans on the encoders' readings of the prompts.
 */
export const smallKnowledgeAnswers = 30

/**
 * The most prompts whose answers the paraphrase encoder checks (`KnowledgeIndex.paraphraseCheck`): its vector of a
 * prompt + answer costs 50–220 ms at training (WebAssembly, one thread), about a minute at most here, while a
 * thousand-pair knowledge base trains in seconds without it. 300 takes in the knowledge generated from a help centre of
 * a dozen or two articles (85–226 prompts for our five), whose declines it makes offer the right question (ADR 0038).
 */
export const paraphraseCheckedPrompts = 300

/**
 * all-MiniLM-L6-v2 vectors (`paraphrase-encoder.ts`) of a small knowledge base, row-major, one unit-length row per
 * prompt: the prompt alone, and the prompt followed by its answer (what a rewording is most often nearest).
 */
export interface ParaphraseVectors {
  prompts: Float32Array
  pairs: Float32Array
}

export interface KnowledgeIndexSource {
  prompts: readonly string[]
  answerOfPrompt: ArrayLike<number>
  answers: readonly string[]
  promptEmbeddings: Float32Array
  answerEmbeddings: Float32Array
  answerContexts?: readonly string[]
  /** Terms of the version's sources beyond the linked passages; prompts, answers and contexts are added. */
  sourceTerms?: Iterable<string>
  paraphrases?: ParaphraseVectors
  paraphraseCheck?: Float32Array
  paraphraseCheckPieces?: AnswerPieceVectors
}

const dimensions = sentenceEncoderDimensions

/**
 * How many times the prompts count in the pair view's text: a prompt says what its answer is about, while the answer
 * mentions neighbouring topics in passing ("…also inside pipelines, transactions and custom commands" of the key
 * prefix answer drew "several writes atomic" away from the transaction answer). Five sets (ioredis dev set, its
 * subset, semver, qs, axios), right / declined at the threshold: seeds 1–3 713 / 377 → 713 / 380, seeds 4–6
 * 717 / 378 → 722 / 381, top-1 +3 to +5; three times: 708 / 381. Generated knowledge unchanged.
 */
const promptWeightInPairs = 2

export function buildKnowledgeIndex(source: KnowledgeIndexSource): KnowledgeIndex {
  if (source.promptEmbeddings.length !== source.prompts.length * dimensions) {
    throw new Error('Prompt embeddings do not match the prompts.')
  }
  if (source.answerEmbeddings.length !== source.answers.length * dimensions) {
    throw new Error('Answer embeddings do not match the answers.')
  }
  const paraphraseRows = source.prompts.length * paraphraseEncoderDimensions
  if (
    source.paraphrases &&
    (source.paraphrases.prompts.length !== paraphraseRows || source.paraphrases.pairs.length !== paraphraseRows)
  ) {
    throw new Error('Paraphrase vectors do not match the prompts.')
  }
  if (source.paraphraseCheck && source.paraphraseCheck.length !== paraphraseRows) {
    throw new Error('Paraphrase check vectors do not match the prompts.')
  }
  const pieces = source.paraphraseCheckPieces
  if (
    pieces &&
    (pieces.vectors.length !== pieces.answerOfPiece.length * paraphraseEncoderDimensions ||
      pieces.answerOfPiece.some((answer) => answer < 0 || answer >= source.answers.length))
  ) {
    throw new Error('Paraphrase check pieces do not match the answers.')
  }
  const answerOfPrompt = Int32Array.from(source.answerOfPrompt)
  const promptsOfAnswer = source.answers.map((): number[] => [])
  answerOfPrompt.forEach((answer, prompt) => {
    const group = promptsOfAnswer[answer]
    if (!group) throw new Error('A prompt points at a missing answer.')
    group.push(prompt)
  })
  const centroid = new Float32Array(dimensions)
  const rowCount = source.prompts.length + source.answers.length
  for (const matrix of [source.promptEmbeddings, source.answerEmbeddings]) {
    for (let offset = 0; offset < matrix.length; offset++) {
      const dimension = offset % dimensions
      centroid[dimension] = (centroid[dimension] as number) + (matrix[offset] as number) / rowCount
    }
  }
  const answerProfiles = new Float32Array(source.answers.length * dimensions)
  promptsOfAnswer.forEach((prompts, answer) => {
    answerProfiles.set(
      answerProfile(source.promptEmbeddings, prompts, row(source.answerEmbeddings, answer), centroid),
      answer * dimensions,
    )
  })
  const promptOfText = new Map<string, number>()
  source.prompts.forEach((prompt, index) => {
    const key = comparablePrompt(prompt)
    if (key !== '' && !promptOfText.has(key)) promptOfText.set(key, index)
  })
  const answerContexts = source.answers.map((_, answer) => source.answerContexts?.[answer] ?? '')
  const knownTerms = new Set(source.sourceTerms ?? [])
  for (const text of [...source.prompts, ...source.answers, ...answerContexts]) {
    for (const term of contentTerms(text)) knownTerms.add(term)
  }
  return {
    prompts: source.prompts,
    answerOfPrompt,
    promptsOfAnswer,
    answers: source.answers,
    promptEmbeddings: source.promptEmbeddings,
    answerEmbeddings: source.answerEmbeddings,
    centroid,
    answerProfiles,
    promptKeywords: new Bm25Index(source.prompts.map(documentTerms)),
    answerKeywords: new Bm25Index(source.answers.map(documentTerms)),
    pairKeywords: new Bm25Index(
      source.answers.map((answer, index) =>
        documentTerms(
          [
            ...(promptsOfAnswer[index] ?? []).flatMap((prompt) =>
              Array<string>(promptWeightInPairs).fill(source.prompts[prompt] as string),
            ),
            answer,
          ].join('\n'),
        ),
      ),
    ),
    answerContexts,
    knownTerms,
    spelling: new SpellingCorrector([...knownTerms, ...synonymTerms()]),
    abbreviations: new AbbreviationIndex([...source.prompts, ...source.answers, ...answerContexts], knownTerms),
    wordFamilies: new WordFamilyIndex(knownTerms),
    contextKeywords: new Bm25Index(
      source.answers.map((answer, index) => documentTerms(`${answer}\n${answerContexts[index]}`)),
    ),
    promptOfText,
    ...(source.paraphrases ? { paraphrases: source.paraphrases } : {}),
    ...(source.paraphraseCheck ? { paraphraseCheck: source.paraphraseCheck } : {}),
    ...(pieces ? { paraphraseCheckPieces: pieces } : {}),
  }
}

/**
 * A question as a trained prompt is looked up: letters and digits only, lower case, one space between words, so
 * "How do I reset my password?" and "how do i reset my password" are the same question.
 */
export function comparablePrompt(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')
}

/** A knowledge text's terms for its keyword indexes: its content terms and its synonym phrases (see `phraseTerms`). */
function documentTerms(text: string): string[] {
  return [...contentTerms(text), ...phraseTerms(text)]
}

/** The mean of an answer's prompt embeddings plus its answer embedding, minus the centroid, unit length. */
export function answerProfile(
  promptEmbeddings: Float32Array,
  prompts: readonly number[],
  answerEmbedding: Float32Array,
  centroid: Float32Array,
): Float32Array {
  const profile = new Float32Array(dimensions)
  for (const prompt of prompts) {
    const promptEmbedding = row(promptEmbeddings, prompt)
    for (let dimension = 0; dimension < dimensions; dimension++) {
      profile[dimension] = (profile[dimension] as number) + (promptEmbedding[dimension] as number) / prompts.length
    }
  }
  const parts = prompts.length > 0 ? 2 : 1
  for (let dimension = 0; dimension < dimensions; dimension++) {
    profile[dimension] =
      (profile[dimension] as number) + (answerEmbedding[dimension] as number) - parts * (centroid[dimension] as number)
  }
  return normalize(profile)
}

/** A query measured from the same centroid as the answer profiles. */
export function centeredQuery(embedding: Float32Array, centroid: Float32Array): Float32Array {
  const centered = new Float32Array(dimensions)
  for (let dimension = 0; dimension < dimensions; dimension++) {
    centered[dimension] = (embedding[dimension] as number) - (centroid[dimension] as number)
  }
  return normalize(centered)
}

export function row(matrix: Float32Array, index: number): Float32Array {
  return matrix.subarray(index * dimensions, (index + 1) * dimensions)
}
