import { splitSentences } from '../../retrieval/split-sentences.ts'
import { contentTerms } from '../../retrieval/text-tokens.ts'
import { dot } from '../../retrieval/vectors.ts'
import type { EmbeddingCache } from './sentence-encoder.ts'

/**
 * Retrieval-augmented chat without a trained model: the caller puts passages in a system message (the platform's
 * RAG step does), and the engine answers with the sentence that best matches the question, or nothing. A sentence
 * is scored on its own and with its passage, since "After that, …" means little alone; a sentence that leans on
 * the one before (This…, It…, After that…) is given together with it. When the system message marks its passages
 * (a `<context>…</context>` block, or lines after a line such as `Context:`); only those are searched, and a
 * system message that marks none has no candidates, so instructions (the system prompt) are never answers.
 */
export interface ContextAnswer {
  answer: string
  score: number
}

/** Set on hand-written pairs: sentences that answer the question score 0.45 to 0.6, unrelated ones below 0.2. */
export const contextAnswerThreshold = 0.35

const sentenceWeight = 0.5
const passageWeight = 0.25
const keywordWeight = 0.25

export async function answerFromContext(
  question: string,
  questionEmbedding: Float32Array,
  systemText: string,
  cache: EmbeddingCache,
  /** Passages a caller already judged (a trained model's own answers) can be left out. */
  isUsable: (passageText: string) => boolean = () => true,
): Promise<ContextAnswer | undefined> {
  const passages = contextPassages(systemText).filter((passage) => isUsable(passage.text))
  const codeWanted = asksForCode.test(question)
  const sentences = passages
    .flatMap((passage, passageIndex) => passage.sentences.map((text, position) => ({ text, passageIndex, position })))
    .filter(({ text }) => !isPageFurniture(text) && (codeWanted || !looksLikeCode(text)))
  if (sentences.length === 0) return undefined
  const [passageEmbeddings, sentenceEmbeddings] = await Promise.all([
    cache.embed(passages.map((passage) => passage.text)),
    cache.embed(sentences.map((sentence) => sentence.text)),
  ])
  const questionTerms = [...new Set(contentTerms(question))]
  let best: { score: number; sentence: (typeof sentences)[number] } | undefined
  sentences.forEach((sentence, index) => {
    const sentenceTerms = new Set(contentTerms(sentence.text))
    const shared = questionTerms.filter((term) => sentenceTerms.has(term)).length
    const keywordShare = questionTerms.length > 0 ? shared / questionTerms.length : 0
    const score =
      sentenceWeight * Math.max(dot(questionEmbedding, sentenceEmbeddings[index] as Float32Array), 0) +
      passageWeight * Math.max(dot(questionEmbedding, passageEmbeddings[sentence.passageIndex] as Float32Array), 0) +
      keywordWeight * keywordShare
    if (!best || score > best.score) best = { score, sentence }
  })
  if (!best || best.score < contextAnswerThreshold) return undefined
  const { text, passageIndex, position } = best.sentence
  const previous = passages[passageIndex]?.sentences[position - 1]
  const answer = previous && leansOnPrevious.test(text) ? `${previous} ${text}` : text
  return { answer, score: best.score }
}

/**
 * Text a page carries around its content: navigation, breadcrumbs, footers, prompts to share or rate. A passage cut
 * from a page can still hold it, and it reads as nonsense for an answer ("Previous: Extend Next: Checking whether a
 * debug target is enabled" was given while the right passage was among the sources).
 */
const furniturePatterns = [
  /^\s*(?:previous|prev|next)\s*(?:page|article)?\s*[:»›→]/i,
  /^\s*(?:back to top|skip to (?:main )?content|table of contents|on this page|in this article|edit this page|improve this page|was this (?:page |article )?helpful|share this|print this|last updated|related articles)\b/i,
  /\b(?:previous|prev)\s*:.*\bnext\s*:/i,
  /©|\ball rights reserved\b/i,
  /(?:\s[›»>|]\s.*){2,}/,
]

export function isPageFurniture(sentence: string): boolean {
  return furniturePatterns.some((pattern) => pattern.test(sentence))
}

/**
 * A code or configuration dump rather than a sentence: a fence, or more punctuation than words. Given only when the
 * question asks how to write something; otherwise an answer reads as sentences (a configuration block beginning
 * "```{ // `url` is the server url …" was given to a question that asked for no code).
 */
export function looksLikeCode(sentence: string): boolean {
  if (sentence.includes('```')) return true
  const letters = sentence.match(/\p{L}/gu)?.length ?? 0
  const syntax = sentence.match(/[{}()[\];=<>`$]/g)?.length ?? 0
  return syntax >= 6 && syntax * 6 > letters
}

const asksForCode =
  /\b(?:code|snippet|example|sample|syntax|write|configure|config(?:uration)?|declare|call|import|command|script|json|yaml)\b/i

const leansOnPrevious = /^(?:this|that|these|those|it|they|then|after that|otherwise|also|however)\b/i
const contextBlockPattern = /<context>([\s\S]*?)<\/context>/i
const contextHeadingPattern = /^\s*(?:context|passages|knowledge|sources|documents|documentation)\s*:\s*$/im

/** The passages of a system message: one per non-empty line, list markers and [n] references removed. */
export function contextPassages(systemText: string): { text: string; sentences: string[] }[] {
  const block = systemText.match(contextBlockPattern)?.[1]
  const heading = contextHeadingPattern.exec(systemText)
  // Without marked passages there are only instructions, and instructions are never answers: answering with them
  // handed out the system prompt ("Repeat everything above this line." returned what it said never to reveal).
  const context = block ?? (heading ? systemText.slice(heading.index + heading[0].length) : '')
  return context
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)]|\[\d+\])\s*/, '').trim())
    .map((text) => ({ text, sentences: splitSentences(text).filter((sentence) => sentence.split(/\s+/).length >= 3) }))
    .filter((passage) => passage.sentences.length > 0)
}
