import { Bm25Index } from '../../retrieval/bm25-index.ts'
import { chunkSourceText } from '../../retrieval/chunk-source-text.ts'
import { contentTerms } from '../../retrieval/text-tokens.ts'

/**
 * Share of an answer's keyword weight a source passage must hold to be taken as the passage the answer was written
 * from: below it the best passage is only a neighbour on the same topic, and its words would mislead.
 */
const minimumLinkCoverage = 0.5
/** Passages about the size of a documentation section: enough context, still one topic. */
const passageCharacters = 1_400

/**
 * For each answer, the source passage (page or file section, with its heading) it was most likely written from,
 * or '' when none covers enough of it. Knowledge answers condense documentation in few words; the section they
 * come from holds the other words a person may ask with (measured on the ioredis README: BM25 over prompt and
 * completion finds 52 of 150 rewordings; with the linked section, 72–77).
 *
 * @example linkSourcePassages(['Run `npm install ioredis`.'], ['# Install\n\nnpm install ioredis ...']) // ['Install\nnpm install ioredis ...']
 */
export function linkSourcePassages(
  answers: readonly { question: string; answer: string }[],
  sourceTexts: readonly string[],
): string[] {
  const passages = sourceTexts.flatMap((text) =>
    chunkSourceText(text, passageCharacters).map((chunk) =>
      chunk.heading ? `${chunk.heading}\n${chunk.text}` : chunk.text,
    ),
  )
  if (passages.length === 0) return answers.map(() => '')
  const passageTerms = passages.map(contentTerms)
  const passageKeywords = new Bm25Index(passageTerms)
  const documented = new Set(passageTerms.flat())
  return answers.map(({ question, answer }) => {
    const terms = contentTerms(`${question}\n${answer}`)
    const result = passageKeywords.search(terms)
    let best = -1
    for (const passage of result.matchedDocuments) {
      if (best === -1 || (result.scores[passage] as number) > (result.scores[best] as number)) best = passage
    }
    // Coverage of the answer's words the documentation uses at all: words of its own (a product name the
    // documentation never spells out) say nothing about which section it came from.
    let documentedWeight = 0
    for (const term of new Set(terms)) {
      if (documented.has(term)) documentedWeight += passageKeywords.inverseDocumentFrequency(term)
    }
    if (best === -1 || (result.matchedWeight[best] as number) < minimumLinkCoverage * documentedWeight) return ''
    return passages[best] as string
  })
}

/** Every content term of the texts a model was trained on: what its knowledge can talk about. */
export function knownTermsOf(texts: readonly string[]): Set<string> {
  const known = new Set<string>()
  for (const text of texts) for (const term of contentTerms(text)) known.add(term)
  return known
}
