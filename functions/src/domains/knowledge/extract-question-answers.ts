import { type MarkdownBlock, parseMarkdownBlocks } from './markdown-blocks.ts'
import {
  articleFor,
  isPluralPhrase,
  lowerFirstWord,
  type PhrasingContext,
  questionForTerm,
  questionFromHeading,
  subjectOf,
} from './question-phrasing.ts'

export interface QuestionAnswer {
  prompt: string
  completion: string
}

export interface ExtractOptions {
  /** The document's title (page title, file name); used for headings such as "Overview". */
  title?: string | null
  /** Stop after this many pairs (a long manual yields many; the first ones are the most general). */
  maximumPairs?: number
}

const maximumCompletionCharacters = 1500
const minimumCompletionCharacters = 15
const maximumQuestionCharacters = 300

/** Paragraphs that point elsewhere or describe the page itself: true, but never an answer. */
const navigationalParagraph =
  /^(see also|see|next[,:]?|read (more|about)|learn (more|how)|related|for more|more information|back to|continue|this (page|guide|section|article|document|chapter|tutorial) (walks|explains|describes|covers|shows|lists|gives|is about))\b/i

/** Words that cannot start the subject of a definition ("It is a …", "This is the …"). */
const nonSubjects = new Set(
  `it this that these those there here he she they we you i which what who each every all some one our your his
  her their its now today also then so if when while because but and or both either neither such another other`.split(
    /\s+/,
  ),
)

const definitionSentence =
  /^((?:(?:A|An|The)\s+)?[\p{L}\p{N}][\p{L}\p{N}'’&.-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’&.-]*){0,4}?)\s+(is|are|means|refers to)\s+((?:a|an|the|one of|any|used)\b.*)$/u

/** Sentences of a paragraph; abbreviations such as "e.g." do not end one. */
export function splitSentences(text: string): string[] {
  return (
    text
      // A private-use character holds the space after an abbreviation while sentences are split.
      .replace(/\b(e\.g|i\.e|etc|vs|approx|incl)\.\s/gi, (match) => match.replace('. ', '.\uE000'))
      .split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}])/u)
      .map((sentence) => sentence.replace(/\uE000/g, ' ').trim())
      .filter(Boolean)
  )
}

/** Cuts a completion at the last sentence end before the limit, so answers never stop mid-sentence. */
function limitCompletion(text: string): string {
  if (text.length <= maximumCompletionCharacters) return text
  const cut = text.slice(0, maximumCompletionCharacters)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'), cut.lastIndexOf('? '), cut.lastIndexOf('! '))
  return end > maximumCompletionCharacters / 3 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`
}

/**
 * Names such as "Shipkite" or "Zebra": words written capitalized right after a lower-case word, or capitalized
 * at least twice and never in lower case anywhere in the document.
 */
export function findProperNouns(blocks: MarkdownBlock[]): Set<string> {
  const names = new Set<string>()
  const texts = blocks.flatMap((block) => {
    if (block.kind === 'paragraph' || block.kind === 'quote') return [block.text]
    if (block.kind === 'list') return block.items
    if (block.kind === 'definition') return [block.term, ...block.definitions]
    if (block.kind === 'heading') return [block.text]
    return []
  })
  const capitalized = new Map<string, number>()
  const lowerCase = new Set<string>()
  for (const text of texts) {
    for (const match of text.matchAll(/\b[a-z][\p{L}'’]*[,;]?\s+(\p{Lu}[\p{L}\p{N}]+)/gu)) {
      if (match[1]) names.add(match[1])
    }
    for (const word of text.match(/\p{L}[\p{L}\p{N}]*/gu) ?? []) {
      if (/^\p{Lu}\p{Ll}/u.test(word)) capitalized.set(word, (capitalized.get(word) ?? 0) + 1)
      else if (/^\p{Ll}/u.test(word)) lowerCase.add(word)
    }
  }
  for (const [word, count] of capitalized) {
    const lower = word.toLowerCase()
    if (count >= 2 && word.length >= 4 && !lowerCase.has(lower) && !lowerCase.has(lower.replace(/s$/, '')))
      names.add(word)
  }
  return names
}

/** Loose key for spotting the same question twice: case, articles, plural endings and is/are ignored. */
export function questionKey(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !['a', 'an', 'the'].includes(word))
    .map((word) => (word === 'are' ? 'is' : word.length > 3 ? word.replace(/(?<!s)s$/, '') : word))
    .join(' ')
}

function blockText(block: MarkdownBlock): string | undefined {
  if (block.kind === 'paragraph' || block.kind === 'quote') return block.text
  if (block.kind === 'list') return block.items.map((item) => `- ${item}`).join('\n')
  if (block.kind === 'code') return `\`\`\`\n${block.text}\n\`\`\``
  return undefined
}

function isQuestionParagraph(block: MarkdownBlock): boolean {
  return (
    block.kind === 'paragraph' &&
    block.text.length <= maximumQuestionCharacters &&
    /\?$/.test(block.text) &&
    splitSentences(block.text).length === 1
  )
}

/** "Q: How do I…? A: You…" written in one paragraph. */
function inlineQuestionAnswer(text: string): QuestionAnswer | undefined {
  const match = /^(?:Q|Question)\s*[:.]\s*(.+?\?)\s*(?:A|Answer)\s*[:.]\s*(.+)$/i.exec(text)
  if (!match?.[1] || !match[2]) return undefined
  return { prompt: match[1].trim(), completion: match[2].trim() }
}

/** The sentence that defines `subject`, when the section's first sentence does ("A shipping label is …"). */
function definesHeading(heading: string, firstParagraph: string | undefined): boolean {
  if (!firstParagraph) return false
  const match = definitionSentence.exec(splitSentences(firstParagraph)[0] ?? '')
  if (!match?.[1]) return false
  const subject = questionKey(match[1].replace(/^(a|an|the)\s+/i, ''))
  return subject === questionKey(subjectOf(heading))
}

/** "What is X?" pairs from sentences that define something: "Shipkite is a shipping platform that …". */
function definitionPairs(text: string, context: PhrasingContext): QuestionAnswer[] {
  const sentences = splitSentences(text)
  const pairs: QuestionAnswer[] = []
  sentences.forEach((sentence, index) => {
    const match = definitionSentence.exec(sentence)
    const subject = match?.[1]
    if (!subject) return
    const bare = subject.replace(/^(a|an|the)\s+/i, '')
    if (nonSubjects.has((bare.split(' ')[0] ?? '').toLowerCase())) return
    const article = /^(a|an)\s/i.exec(subject)?.[1]?.toLowerCase()
    // A one-word subject without an article is usually a name ("Shipkite is a …"): it keeps its case.
    const phrase = !article && !/\s/.test(subject) ? bare : lowerFirstWord(bare, context)
    const verb = match[2] === 'are' || isPluralPhrase(bare) ? 'are' : 'is'
    const prompt = `What ${verb} ${article ? `${article} ` : ''}${phrase}?`
    // A following sentence that refers back ("It …", "They …") belongs to the definition.
    const next = sentences[index + 1]
    const completion = next && /^(It|They|This|These|Its|Their)\b/.test(next) ? `${sentence} ${next}` : sentence
    pairs.push({ prompt, completion })
  })
  return pairs
}

/** Glossary entries and FAQ entries written as `Term` / `: definition` (HTML <dl> and <details>). */
function termPair(term: string, definitions: string[], context: PhrasingContext): QuestionAnswer | undefined {
  const definition = definitions.join(' ').trim()
  if (!term || !definition) return undefined
  const prompt = questionForTerm(term, definition, context)
  if (term.trim().endsWith('?')) return { prompt, completion: definition }
  // A fragment ("A list of parcels…", "Comparing prices…") reads better as a whole sentence.
  const isFragment = /^(a|an|the)\s/i.test(definition) || /^\p{L}+ing\b/u.test(definition)
  if (!isFragment) return { prompt, completion: definition }
  const subject = `${articleFor(term, definition, context)}${lowerFirstWord(term, context)}`
  const verb = isPluralPhrase(term) ? 'are' : 'is'
  const sentence = `${subject} ${verb} ${definition.charAt(0).toLowerCase()}${definition.slice(1)}`
  return { prompt, completion: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}` }
}

/**
 * Turns a document (as Markdown) into prompt and completion pairs without a language model, so knowledge can be
 * generated offline and deterministically. It reads:
 * - headings with the text under them: the heading becomes a question ("Connect your store" → "How do I connect
 *   my store?", "HS codes" → "What are HS codes?"), the text its answer (a title's answer is its first paragraph);
 * - FAQ blocks: question paragraphs ending in "?" followed by their answer, "Q: … A: …" paragraphs, and terms
 *   with definitions (HTML `<dt>`/`<dd>` and `<details>`/`<summary>` arrive as `Term` / `: definition`);
 * - definition sentences ("X is a …", "Webhooks are …") as "What is X?".
 * Pairs come in document order; a question asked twice (ignoring case, articles and plurals) keeps its first
 * answer. Navigation ("See also …") and page descriptions ("This guide explains …") are never answers.
 *
 * @example
 * extractQuestionAnswers('## Connect your store\n\nOpen Settings > Stores and click Connect store.')
 * // [{ prompt: 'How do I connect my store?', completion: 'Open Settings > Stores and click Connect store.' }]
 */
export function extractQuestionAnswers(markdown: string, options: ExtractOptions = {}): QuestionAnswer[] {
  const blocks = parseMarkdownBlocks(markdown)
  const context: PhrasingContext = { properNouns: findProperNouns(blocks), title: options.title ?? null }
  const pairs: QuestionAnswer[] = []
  const seen = new Set<string>()
  const add = (pair: QuestionAnswer | undefined) => {
    if (!pair) return
    const prompt = pair.prompt.replace(/\s+/g, ' ').trim()
    const completion = limitCompletion(pair.completion.trim())
    if (prompt.length < 8 || prompt.length > maximumQuestionCharacters) return
    if (completion.length < minimumCompletionCharacters || completion.split(/\s+/).length < 3) return
    const key = questionKey(prompt)
    if (seen.has(key)) return
    seen.add(key)
    pairs.push({ prompt, completion })
  }

  let index = 0
  // Text before the first heading is a section of its own, titled by the document.
  let heading: { level: number; text: string } | undefined
  while (index <= blocks.length) {
    const sectionBlocks: MarkdownBlock[] = []
    while (index < blocks.length && blocks[index]?.kind !== 'heading') {
      sectionBlocks.push(blocks[index] as MarkdownBlock)
      index += 1
    }
    readSection(heading, sectionBlocks, context, add)
    const next = blocks[index]
    heading = next?.kind === 'heading' ? next : undefined
    index += 1
  }
  return pairs.slice(0, options.maximumPairs ?? 200)
}

function readSection(
  heading: { level: number; text: string } | undefined,
  blocks: MarkdownBlock[],
  context: PhrasingContext,
  add: (pair: QuestionAnswer | undefined) => void,
): void {
  const answer: string[] = []
  // Collected first and added after the heading's own pair, so pairs keep the document's order.
  const questionPairs: Array<QuestionAnswer | undefined> = []
  const definitionSentencePairs: QuestionAnswer[] = []
  let question: { prompt: string; answer: string[] } | undefined
  const closeQuestion = () => {
    if (question) questionPairs.push({ prompt: question.prompt, completion: question.answer.join('\n\n') })
    question = undefined
  }

  for (const block of blocks) {
    if (block.kind === 'definition') {
      closeQuestion()
      questionPairs.push(termPair(block.term, block.definitions, context))
      continue
    }
    if (block.kind === 'paragraph') {
      const inline = inlineQuestionAnswer(block.text)
      if (inline) {
        closeQuestion()
        questionPairs.push(inline)
        continue
      }
      if (isQuestionParagraph(block)) {
        closeQuestion()
        question = { prompt: block.text, answer: [] }
        continue
      }
      if (navigationalParagraph.test(block.text)) continue
      definitionSentencePairs.push(...definitionPairs(block.text, context))
    }
    const text = blockText(block)
    if (!text) continue
    if (question) question.answer.push(text)
    else answer.push(text)
  }
  closeQuestion()

  if (heading && answer.length > 0) {
    const firstParagraph = blocks.find((block) => block.kind === 'paragraph' && !isQuestionParagraph(block))
    const prompt = questionFromHeading(heading.text, context, {
      definesHeading: definesHeading(
        heading.text,
        firstParagraph?.kind === 'paragraph' ? firstParagraph.text : undefined,
      ),
    })
    // A title introduces its page: its answer is the first paragraph, not everything before the first section.
    const completion = heading.level === 1 ? (answer[0] ?? '') : answer.join('\n\n')
    if (prompt) add({ prompt, completion })
  }
  for (const pair of questionPairs) add(pair)
  for (const pair of definitionSentencePairs) add(pair)
}
