import { leadingImageAlt, type MarkdownBlock, parseMarkdownBlocks, tableMarkdown } from './markdown-blocks.ts'
import {
  articleFor,
  baseVerb,
  isPluralPhrase,
  isTitleCase,
  lowerFirstWord,
  type PhrasingContext,
  problemQuestionsFromHeading,
  questionForTerm,
  questionsFromHeading,
  questionsFromTaskSentences,
  sentenceCase,
  subjectOf,
} from './question-phrasing.ts'

export interface QuestionAnswer {
  prompt: string
  completion: string
  /** Other wordings of the question with this same answer, trained as extra prompts. */
  alternativePrompts?: string[]
}

/** A pair keeps at most this many other wordings (the knowledge contract's bound). */
const maximumAlternativeQuestions = 10

/**
 * One pair per distinct answer: pairs whose answers are the same text (spacing aside) become the first of them,
 * with the later questions (and their own alternatives) as its alternative questions, at most ten, in order.
 * The engine still learns every wording as a prompt of that answer (ADR 0029), and a support lead reviews each
 * answer once.
 *
 * @example
 * mergeSameAnswers([{ prompt: 'How do I install X?', completion: 'npm i x' }, { prompt: 'What are the steps to install X?', completion: 'npm i x' }])
 * // [{ prompt: 'How do I install X?', completion: 'npm i x', alternativePrompts: ['What are the steps to install X?'] }]
 */
export function mergeSameAnswers(pairs: readonly QuestionAnswer[]): QuestionAnswer[] {
  const byAnswer = new Map<string, QuestionAnswer & { alternativePrompts: string[] }>()
  for (const pair of pairs) {
    const answer = pair.completion.replace(/\s+/g, ' ').trim()
    const kept = byAnswer.get(answer)
    if (!kept) {
      byAnswer.set(answer, { ...pair, alternativePrompts: [...(pair.alternativePrompts ?? [])] })
      continue
    }
    const known = new Set([kept.prompt, ...kept.alternativePrompts].map(questionKey))
    for (const prompt of [pair.prompt, ...(pair.alternativePrompts ?? [])]) {
      if (kept.alternativePrompts.length >= maximumAlternativeQuestions || known.has(questionKey(prompt))) continue
      known.add(questionKey(prompt))
      kept.alternativePrompts.push(prompt)
    }
  }
  return [...byAnswer.values()].map(({ alternativePrompts, ...pair }) =>
    alternativePrompts.length > 0 ? { ...pair, alternativePrompts } : pair,
  )
}

export interface ExtractOptions {
  /** The document's title (page title, file name); used for headings such as "Overview". */
  title?: string | null
  /** Stop after this many pairs (a long manual yields many; the first ones are the most general). */
  maximumPairs?: number
}

/**
 * An answer is a whole passage up to this size; a longer section is split between blocks (never inside a sentence,
 * a code block only between its examples) into several answers.
 */
const maximumCompletionCharacters = 6000

/** A section longer than this asks about its option lists one option at a time. */
const optionListSectionCharacters = 1500

/**
 * An item of an option or parameter list: a name, maybe a note in brackets, then what it does ("expiresIn: expressed
 * in seconds…", "`issuer` (optional): string or array…"). See `optionList` for when a list is one.
 */
const optionItem = /^`?([A-Za-z_$][\w.$-]{1,40})`?(?:\s*\(([^)]{1,40})\))?\s*[:—–]\s+(\S.{9,})$/s

/** A list item that only names an option, maybe with a note: "audience", "algorithm (default: HS256)". */
const optionName = /^`?[A-Za-z_$][\w.$-]{1,40}`?(\s*\([^)]{1,60}\))?$/

const minimumCompletionCharacters = 15
const maximumQuestionCharacters = 300

/** Paragraphs that point elsewhere or describe the page itself: true, but never an answer. */
const navigationalParagraph =
  /^(see also|see|next[,:]?|new to [^?]+\?\s+(start|read|begin)|read (more|about)|learn (more|how)|related|for more|more information|back to|continue|this (page|guide|section|article|document|chapter|tutorial) (walks|explains|describes|covers|shows|lists|gives|is about))\b/i

/** A question, maybe followed by what a collapsible widget adds: "Need to peek into a JWT? (Click to expand)". */
const summaryQuestion = /\?(\s*\([^)]*\))?$/

/** Words that cannot start the subject of a definition ("It is a …", "This is the …"). */
const nonSubjects = new Set(
  `it this that these those there here he she they we you i which what who each every all some one our your his
  her their its now today also then so if when while because but and or both either neither such another other
  below above following next previous example`.split(/\s+/),
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

/**
 * Units packed in order into pieces of at most `budget` characters, `separator` between units; a unit longer than
 * `budget` is a piece alone.
 */
function packed(units: readonly string[], separator: string, budget: number): string[] {
  const pieces: string[] = []
  let current = ''
  for (const unit of units) {
    if (current && current.length + separator.length + unit.length > budget) {
      pieces.push(current)
      current = unit
    } else current = current ? `${current}${separator}${unit}` : unit
  }
  if (current) pieces.push(current)
  return pieces
}

/** Cuts one over-long paragraph into pieces that end at a sentence end. */
function sentencePieces(text: string): string[] {
  return packed(splitSentences(text), ' ', maximumCompletionCharacters)
}

/**
 * Cuts one over-long code block at its blank lines (between examples) into fenced blocks of at most `room`;
 * an example longer than an answer by itself (a long configuration object) is cut before its outermost inner lines
 * (the first level of indentation inside it, where a new field or statement starts), never inside one of them.
 */
function codePieces(fenced: string, room: number): string[] {
  const [opening = '```', ...lines] = fenced.split('\n')
  const budget = room - opening.length - 8
  const examples = lines
    .slice(0, -1)
    .join('\n')
    .split(/\n\s*\n/)
    .flatMap((example) => (example.length <= budget ? [example] : packed(statementsOf(example), '\n', budget)))
  return packed(examples, '\n\n', budget).map((piece) => `${opening}\n${piece}\n\`\`\``)
}

/** The lines of a code example grouped so that each group starts at one of its two shallowest indentations. */
function statementsOf(example: string): string[] {
  const lines = example.split('\n')
  const indentation = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0
  const levels = [...new Set(lines.filter((line) => line.trim() !== '').map(indentation))].sort((a, b) => a - b)
  const shallow = levels[Math.min(1, levels.length - 1)] ?? 0
  const statements: string[] = []
  for (const line of lines) {
    if (statements.length === 0 || (line.trim() !== '' && indentation(line) <= shallow)) statements.push(line)
    else statements[statements.length - 1] = `${statements.at(-1)}\n${line}`
  }
  return statements
}

/** Cuts one over-long Markdown table between its rows into pieces of at most `budget`, each under its header again. */
function tablePieces(table: string, budget: number): string[] {
  const [header = '', rule = '', ...rows] = table.split('\n')
  const heading = `${header}\n${rule}`
  return packed(rows, '\n', budget - heading.length - 1).map((rows) => `${heading}\n${rows}`)
}

/** Cuts one over-long list between its items into pieces of at most `budget`. */
function listPieces(list: string, budget: number): string[] {
  return packed(list.split(/\n(?=- )/), '\n', budget)
}

/**
 * The passages of a section's text blocks, each at most `maximumCompletionCharacters` when its blocks allow:
 * blocks are kept whole, except one longer than the limit: a paragraph is cut at sentence ends, a code block between
 * its examples (`codePieces`), a table between its rows under its header, a list between its items.
 */
export function passagesOf(texts: string[]): string[] {
  const passages: string[] = []
  let current: string[] = []
  let length = 0
  // A block cut into pieces leaves room in each for the sentence that introduces it, which joins its first (below).
  const piecesOf = (text: string, before: string | undefined) => {
    const budget = maximumCompletionCharacters - (before !== undefined && isLeadIn(before) ? before.length + 2 : 0)
    if (text.length <= budget) return [text]
    if (text.startsWith('```')) return codePieces(text, budget)
    if (text.startsWith('|')) return tablePieces(text, budget)
    if (text.startsWith('- ')) return listPieces(text, budget)
    return sentencePieces(text)
  }
  for (const text of texts.flatMap((text, position) => piecesOf(text, texts[position - 1]))) {
    if (current.length > 0 && length + text.length + 2 > maximumCompletionCharacters) {
      // A sentence ending in ":" introduces what follows ("… resolved by adding a polyfill:" and the code): the two
      // start the next passage together instead of the fix landing in another answer than its lead-in.
      const leadIn = current.length > 1 && isLeadIn(current.at(-1) ?? '') ? current.pop() : undefined
      passages.push(current.join('\n\n'))
      current = leadIn ? [leadIn] : []
      length = leadIn ? leadIn.length + 2 : 0
    }
    current.push(text)
    length += text.length + 2
  }
  if (current.length > 0) passages.push(current.join('\n\n'))
  return passages
}

/** A sentence that introduces what follows it ("… resolved by adding a polyfill:"). */
function isLeadIn(text: string): boolean {
  return /:$/.test(text)
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
    // A Title Case heading capitalizes every word ("Set Up and Start a Payout"): its capitals name nothing.
    if (block.kind === 'heading') return isTitleCase(block.text) ? [] : [block.text]
    return []
  })
  const capitalized = new Map<string, number>()
  const lowerCase = new Set<string>()
  for (const text of texts) {
    // With the capitalized words right after it: "the Vault Timeout Action" names all three.
    for (const match of text.matchAll(/\b[a-z][\p{L}'’]*[,;]?\s+(\p{Lu}[\p{L}\p{N}]+(?:\s+\p{Lu}[\p{L}\p{N}]+)*)/gu)) {
      for (const name of match[1]?.split(/\s+/) ?? []) names.add(name)
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
  if (block.kind === 'code') return `\`\`\`${block.language ?? ''}\n${block.text}\n\`\`\``
  if (block.kind === 'table') return tableMarkdown(block.rows)
  return undefined
}

/** The sentences of a passage's paragraphs and list items: code and tables say no task in words. */
function proseSentences(passage: string): string[] {
  return passage
    .replace(/```[\s\S]*?```/g, '\n\n')
    .split('\n\n')
    .filter((chunk) => !chunk.startsWith('|'))
    .flatMap((chunk) => chunk.split(/\n- /).map((line) => line.replace(/^- /, '')))
    .flatMap(splitSentences)
}

/**
 * A question paragraph, maybe after one sentence that sets it up ("Tracking says delivered but I have nothing. What
 * now?").
 */
function isQuestionParagraph(block: MarkdownBlock): boolean {
  return (
    block.kind === 'paragraph' &&
    block.text.length <= maximumQuestionCharacters &&
    /\?$/.test(block.text) &&
    splitSentences(block.text).length <= 2
  )
}

/** "Q: How do I…? A: You…" written in one paragraph. */
function inlineQuestionAnswer(text: string): QuestionAnswer | undefined {
  const match = /^(?:Q|Question)\s*[:.]\s*(.+?\?)\s*(?:A|Answer)\s*[:.]\s*(.+)$/i.exec(text)
  if (!match?.[1] || !match[2]) return undefined
  return { prompt: match[1].trim(), completion: match[2].trim() }
}

/** The sentence that defines `subject`, when the section's first sentence does ("A shipping label is …"). */
function definesHeadingSubject(heading: string, firstParagraph: string | undefined): boolean {
  if (!firstParagraph) return false
  const match = definitionSentence.exec(splitSentences(firstParagraph)[0] ?? '')
  if (!match?.[1]) return false
  const subject = questionKey(match[1].replace(/^(a|an|the)\s+/i, ''))
  return subject === questionKey(subjectOf(heading))
}

/** The "What is X?" question a sentence answers when it defines something ("Webhooks are a way to …"). */
function definitionQuestion(sentence: string, context: PhrasingContext): string | undefined {
  const match = definitionSentence.exec(sentence)
  const subject = match?.[1]
  if (!subject) return undefined
  const bare = subject.replace(/^(a|an|the)\s+/i, '')
  if (nonSubjects.has((bare.split(' ')[0] ?? '').toLowerCase())) return undefined
  // "Apart from that example there are an issue and …": "there are" states that something exists, and the words
  // before it are a phrase, not a thing a reader asks about.
  if (nonSubjects.has((bare.split(' ').at(-1) ?? '').toLowerCase())) return undefined
  if (/\s(is|are|means)\s/i.test(` ${bare} `)) return undefined
  const article = /^(a|an)\s/i.exec(subject)?.[1]?.toLowerCase()
  // A one-word subject without an article is usually a name ("Shipkite is a …"): it keeps its case.
  const phrase = !article && !/\s/.test(subject) ? bare : lowerFirstWord(bare, context)
  // The sentence's own verb says the number ("Correios is the carrier" names one carrier, whatever its last letter).
  const verb = match[2] === 'are' || (match[2] !== 'is' && isPluralPhrase(bare)) ? 'are' : 'is'
  return `What ${verb} ${article ? `${article} ` : ''}${phrase}?`
}

/**
 * "What is X?" pairs from sentences that define something: "Shipkite is a shipping platform that …". The answer
 * is the definition with the sentences after it that give its context, up to the next definition.
 */
function definitionPairs(text: string, context: PhrasingContext): QuestionAnswer[] {
  const sentences = splitSentences(text)
  const questions = sentences.map((sentence) => definitionQuestion(sentence, context))
  const pairs: QuestionAnswer[] = []
  questions.forEach((prompt, index) => {
    if (!prompt) return
    const next = questions.findIndex((question, later) => later > index && question)
    const completion = sentences.slice(index, next === -1 ? undefined : next).join(' ')
    pairs.push({ prompt, completion })
    const subject = context.subject
    if (subject && !prompt.toLowerCase().includes(subject.toLowerCase()))
      pairs.push({ prompt: `${prompt.slice(0, -1)} in ${subject}?`, completion })
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

/** Sections nobody asks support about: they are skipped with their sub-sections. */
const boilerplateHeadings =
  /^(licen[cs]e|licen[cs]ing|copyright|sponsors?|backers?|sponsors and backers|contributors?|contributing|contribute|changelog|change ?log|release notes|history|table of contents|contents|toc|links|join in|authors?|maintainers?|acknowledge?ments?|credits|donate|donations|support (us|the project)|code of conduct|badges|star history|thanks)\b/i

/**
 * A help centre's frame around every article: "What you'll learn" restates the page's title, "Need help?" points at
 * the contact channels. Neither answers a customer's question about the article's topic.
 */
const helpCentreFrameHeadings =
  /^((still\s+)?need\s+(more\s+|further\s+|any\s+)?help|what\s+you(?:'|’)?ll\s+learn|what\s+you\s+will\s+learn)\s*[?!.:]?$/i

/** Words in a title that never name its subject. */
const genericTitleWords =
  /^(readme|docs?|documentation|guide|manual|handbook|reference|overview|home|index|help|center|centre|introduction|api|the|and|for|with|of|a|an)$/i

/**
 * The product or library a document is about: a word of its title, first heading or opening logo that is a name
 * (capitalized mid-sentence, or written in its code, as package names are) and appears most often in the text.
 * A title in Title Case capitalizes common words too ("Set Up and Start a Payout"): a capitalized word is a name only
 * when the prose (`prose`: paragraphs and list items) mostly writes it capitalized and uses it on its own, not only
 * inside a longer label ("Payouts History" makes no name of "Payouts"). A name of several words keeps them all when
 * the text writes them together ("Pause Your Shop with Vacation Mode" is about Vacation Mode, not Vacation).
 */
export function documentSubject(
  markdown: string,
  blocks: MarkdownBlock[],
  title: string | null | undefined,
  properNouns: ReadonlySet<string>,
  prose?: readonly string[],
): string | undefined {
  const firstHeading = blocks.find((block) => block.kind === 'heading')
  const candidates = [
    title,
    firstHeading?.kind === 'heading' ? firstHeading.text : undefined,
    leadingImageAlt(markdown),
  ]
    .filter((text): text is string => Boolean(text))
    .flatMap((text) => text.split(/[\s·|:—–,()]+/))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length >= 3 && !genericTitleWords.test(word))
  const code = blocks.map((block) => (block.kind === 'code' ? block.text : '')).join('\n')
  // A page of library documentation names its package where the code installs or imports it.
  const packageName =
    /\b(?:npm (?:install|i)|yarn add|pnpm add|pip install)\s+(?:--?[\w-]+\s+)*(@?[\w./-]+)/.exec(code)?.[1] ??
    /\b(?:require\(|from\s+)["']([\w@./-]+)["']/.exec(code)?.[1]
  const proseText = prose?.join('\n')
  const lowerCaseWords = proseText === undefined ? new Set<string>() : mostlyLowerCase(proseText)
  let best: { name: string; count: number } | undefined
  for (const word of new Set(candidates)) {
    if (!properNouns.has(word) && !code.includes(word)) continue
    const count = occurrences(markdown, word)
    if (count < 2 || (best && count <= best.count)) continue
    const name = title ? nameAround(word, count, title, markdown) : word
    const titleCased = /^\p{Lu}\p{Ll}/u.test(word)
    if (
      titleCased &&
      proseText !== undefined &&
      (lowerCaseWords.has(word.toLowerCase()) || !standsAlone(name, proseText))
    )
      continue
    best = { name, count }
  }
  if (best) return best.name
  if (packageName && !packageName.startsWith('.')) return packageName
  // "ioredis is a robust … client": a single word defined without an article is the name of the product, when the
  // opening says so (before the second heading); a name defined further down is one the page mentions in passing.
  const secondHeading = blocks.filter((block) => block.kind === 'heading')[1]
  const opening = secondHeading ? blocks.slice(0, blocks.indexOf(secondHeading)) : blocks
  for (const block of opening) {
    if (block.kind !== 'paragraph') continue
    for (const sentence of splitSentences(block.text)) {
      const name = /^([\p{L}][\p{L}\p{N}.-]*)\s+is\s+(?:a|an|the)\s/u.exec(sentence)?.[1]
      if (name && !nonSubjects.has(name.toLowerCase()) && !/^(a|an|the)$/i.test(name)) return name
    }
  }
  return undefined
}

function occurrences(text: string, phrase: string, flags = ''): number {
  const words = phrase.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return text.split(new RegExp(`\\b${words.join('\\s+')}\\b`, flags)).length - 1
}

/** Whether `text` writes `name` without another capitalized word right before or after it, as a name is used. */
function standsAlone(name: string, text: string): boolean {
  const escaped = name.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`(?<!\\p{Lu}[\\p{L}\\p{N}]*\\s+)\\b${escaped.join('\\s+')}\\b(?!\\s+\\p{Lu})`, 'u').test(text)
}

/**
 * The longest run of capitalized title words around `word` that the text writes together for most of the word's
 * `count` occurrences: "Vacation" in "Pause Your Shop with Vacation Mode" → "Vacation Mode".
 */
function nameAround(word: string, count: number, title: string, markdown: string): string {
  const runs = title.split(/\s+(?!\p{Lu})\S*\s*|[·|:—–,()]+/u).map((run) => run.trim().split(/\s+/))
  const run = runs.find((words) => words.includes(word)) ?? [word]
  const at = run.indexOf(word)
  let name = word
  for (let start = 0; start <= at; start += 1)
    for (let end = run.length; end > at + 1; end -= 1) {
      const phrase = run.slice(start, end).join(' ')
      if (phrase.split(' ').length > name.split(' ').length && occurrences(markdown, phrase) * 2 > count) name = phrase
    }
  return name
}

/** Words a text writes in lower case more often than capitalized ("a redis cluster" once does not make Redis common). */
function mostlyLowerCase(text: string): Set<string> {
  const counts = new Map<string, number>()
  for (const word of text.match(/(?<![\p{L}\p{N}./:])\p{L}[\p{L}\p{N}]*(?![\p{L}\p{N}]|\.\p{L})/gu) ?? []) {
    const lower = word.toLowerCase()
    counts.set(lower, (counts.get(lower) ?? 0) + (word === lower ? 1 : -1))
  }
  return new Set([...counts].filter(([, balance]) => balance > 0).map(([word]) => word))
}

interface Section {
  heading?: { level: number; text: string }
  parent?: string
  blocks: MarkdownBlock[]
  /** The document's one title (its only level-1 heading, first of all): answered by its introduction. */
  isTitle: boolean
  /** Holds the parts of a troubleshooting answer ("Situation", "Solution"): its heading is asked as a problem. */
  isProblem?: boolean
}

/**
 * Headings of the parts of one problem's answer in troubleshooting articles: read together as the answer to the
 * heading above them, as a problem ("Account present on another device" → "What should I do about …?").
 */
const troubleshootingPartHeadings =
  /^(situation|symptoms?|problem|issue|causes?|reasons?|explanation|solutions?|resolution|workaround|fix|how to fix it|what happened|why (this|it) happens)$/i

/** "Step 2: Shipped": a step of a procedure or a stage of a process, by its number. */
const stepHeading = /^step\s+\d+\s*[:.)–—-]\s*(\S.*)$/i

/** The text of the document's one level-1 heading when it opens the document, as a page's title does. */
function titleHeading(blocks: MarkdownBlock[]): string | undefined {
  const headings = blocks.filter((block) => block.kind === 'heading')
  const [first] = blocks
  const isOnlyTitle = headings.filter((heading) => heading.level === 1).length === 1
  return first?.kind === 'heading' && first.level === 1 && isOnlyTitle ? first.text : undefined
}

/** Sections in document order, boilerplate ones and their sub-sections left out. */
function sectionsOf(blocks: MarkdownBlock[]): Section[] {
  const headings = blocks.filter((block) => block.kind === 'heading')
  const titleLevelCount = headings.filter((heading) => heading.kind === 'heading' && heading.level === 1).length
  const sections: Section[] = [{ blocks: [], isTitle: false }]
  const open: Array<{ level: number; text: string }> = []
  const sectionOfHeading = new Map<{ level: number; text: string }, Section>()
  let current = sections[0]
  let skippingBelow: number | undefined
  let title: MarkdownBlock | undefined
  for (const block of blocks) {
    if (block.kind !== 'heading') {
      if (skippingBelow === undefined) current?.blocks.push(block)
      continue
    }
    if (skippingBelow !== undefined && block.level > skippingBelow) continue
    skippingBelow = undefined
    while ((open.at(-1)?.level ?? 0) >= block.level) open.pop()
    if (boilerplateHeadings.test(block.text.trim()) || helpCentreFrameHeadings.test(block.text.trim())) {
      skippingBelow = block.level
      continue
    }
    // The page's title is what all of it is about, no topic of one section: "Situation" under "Account present on
    // another device" is not asked as "What is situation in account present on another device?".
    const enclosing = open.at(-1)
    // The parts of one answer stay in the section above them, under their heading: a troubleshooting article's
    // "Situation" and "Explanation", and the stages of a process ("Step 2: Shipped"), which are no task of their own
    // ("Step 2: Register your bank" is one, and asked as one).
    const text = block.text.trim()
    const isPart = troubleshootingPartHeadings.test(text)
    const step = stepHeading.exec(text)?.[1]
    const enclosingSection = enclosing ? sectionOfHeading.get(enclosing) : undefined
    if (enclosingSection && (isPart || (step && !baseVerb(step.split(' ')[0] ?? '')))) {
      if (isPart) enclosingSection.isProblem = true
      enclosingSection.blocks.push({ kind: 'paragraph', text, label: true })
      sectionOfHeading.set(block, enclosingSection)
      open.push(block)
      current = enclosingSection
      continue
    }
    const parent = block.level >= 3 && enclosing && enclosing !== title ? enclosing.text : undefined
    const isTitle =
      block.level === 1 && titleLevelCount === 1 && sections.length === 1 && sections[0]?.blocks.length === 0
    if (isTitle) title = block
    open.push(block)
    current = { heading: block, ...(parent ? { parent } : {}), blocks: [], isTitle }
    sectionOfHeading.set(block, current)
    sections.push(current)
  }
  return sections
}

/**
 * Turns a document (as Markdown) into prompt and completion pairs without a language model, so knowledge can be
 * generated offline and deterministically. It reads:
 * - headings with the text under them: the heading becomes self-contained questions naming the document's subject
 *   ("Install" in the ioredis README → "How do I install ioredis?", "What are the steps to install ioredis?"; "HS
 *   codes" → "What are HS codes in Shipkite?"), one pair whose other wordings are its alternative questions; the answer is the section's
 *   whole passage (code blocks and tables kept as Markdown), split between blocks when longer than ~6,000 characters;
 * - text before the first heading as the answer to "What is <subject>?";
 * - FAQ blocks: question paragraphs ending in "?" followed by their answer, "Q: … A: …" paragraphs, and terms
 *   with definitions (HTML `<dt>`/`<dd>` and `<details>`/`<summary>` arrive as `Term` / `: definition`);
 * - definition sentences ("X is a …", "Webhooks are …") as "What is X?", answered by their whole paragraph.
 * Boilerplate sections (licence, sponsors, contributors, changelog, contents…) are skipped. Pairs come in document
 * order; a question asked twice (ignoring case, articles and plurals) keeps its first answer, and questions with the
 * same answer are one pair (`mergeSameAnswers`). Navigation ("See also
 * …") and page descriptions ("This guide explains …") are never answers.
 *
 * @example
 * extractQuestionAnswers('## Connect your store\n\nOpen Settings > Stores and click Connect store.')
 * // [{ prompt: 'How do I connect my store?', completion: 'Open Settings > Stores and click Connect store.' }, …]
 */
export function extractQuestionAnswers(markdown: string, options: ExtractOptions = {}): QuestionAnswer[] {
  const blocks = parseMarkdownBlocks(markdown)
  const properNouns = findProperNouns(blocks)
  // Prose only: code and addresses write names in lower case ("redis.io", require("ioredis")).
  const prose = blocks.flatMap((block) =>
    block.kind === 'paragraph' ? [block.text] : block.kind === 'list' ? block.items : [],
  )
  const lowerCaseWords = mostlyLowerCase(prose.join(' '))
  const subject = documentSubject(markdown, blocks, options.title, properNouns, prose)
  const context: PhrasingContext = {
    properNouns,
    lowerCaseWords,
    // The page's own title heading names it better than a file name ("08-set-up-and-start-a-payout.md"), which is
    // all an uploaded file may have as a title.
    title: titleHeading(blocks) ?? options.title ?? null,
    subject: subject ?? null,
  }
  const pairs: QuestionAnswer[] = []
  const byQuestion = new Map<string, QuestionAnswer>()
  const add: AddPair = (pair, joinRepeated = false) => {
    if (!pair) return false
    const prompt = pair.prompt.replace(/\s+/g, ' ').trim()
    const completion = pair.completion.trim()
    if (prompt.length < 8 || prompt.length > maximumQuestionCharacters) return false
    if (completion.length < minimumCompletionCharacters || completion.split(/\s+/).length < 3) return false
    const key = questionKey(prompt)
    const earlier = byQuestion.get(key)
    if (!earlier) {
      const added = { prompt, completion }
      byQuestion.set(key, added)
      pairs.push(added)
      return true
    }
    // A section asked only as an earlier one is (a "Summary" asks what the page's introduction answers) adds its
    // text to that answer instead of being lost, with every other question of that answer.
    const joined = `${earlier.completion}\n\n${completion}`
    if (!joinRepeated || earlier.completion.includes(completion) || joined.length > maximumCompletionCharacters)
      return false
    const before = earlier.completion
    for (const other of pairs) if (other.completion === before) other.completion = joined
    return true
  }
  for (const section of sectionsOf(blocks)) readSection(section, context, add)
  return mergeSameAnswers(pairs).slice(0, options.maximumPairs ?? 400)
}

/** Adds a pair unless its question was asked before; `joinRepeated` adds its answer to that earlier one instead. */
type AddPair = (pair: QuestionAnswer | undefined, joinRepeated?: boolean) => boolean

function readSection(section: Section, context: PhrasingContext, add: AddPair): void {
  const { heading, blocks } = section
  const answer: string[] = []
  // Collected first and added after the heading's own pair, so pairs keep the document's order.
  const questionPairs: Array<QuestionAnswer | undefined> = []
  const definitionSentencePairs: QuestionAnswer[] = []
  // A bold label's question is phrased once its answer is known (its article follows the answer's first words).
  let question: { prompt: string; label?: string; answer: string[] } | undefined
  const closeQuestion = () => {
    if (question) {
      const completion = question.answer.join('\n\n')
      const prompt = question.label ? questionForTerm(question.label, completion, context) : question.prompt
      questionPairs.push({ prompt, completion })
    }
    question = undefined
  }

  // A long section's option lists are asked about one option at a time instead of inside the section's answer.
  const sectionLength = blocks.reduce((length, block) => length + (blockText(block)?.length ?? 0), 0)
  const optionPairs: QuestionAnswer[] = []
  // An API heading's signature is no part of a question: "jwt.sign(payload, [options])" is asked about as jwt.sign.
  const topicOfSection = (heading ? sentenceCase(subjectOf(heading.text), context) : (context.subject ?? '')).replace(
    /^([A-Za-z_$][\w.$]*)\s*\(.*\)$/s,
    '$1',
  )
  for (const block of blocks) {
    if (sectionLength > optionListSectionCharacters && block.kind === 'list') {
      const options = optionList(block.items, topicOfSection)
      if (options) {
        optionPairs.push(...options.pairs)
        // The options named without a description stay in the section's answer.
        if (options.undescribed.length > 0) {
          const named = options.undescribed.map((item) => `- ${item}`).join('\n')
          if (question) question.answer.push(named)
          else answer.push(named)
        }
        continue
      }
    }
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
        // A numbered checklist of questions ("1. Is your registration complete?"): the question without its number.
        question = { prompt: block.text.replace(/^\d{1,3}[.)]\s+(?=\p{Lu})/u, ''), answer: [] }
        continue
      }
      // A bold question before its content (a `<details>` summary: "Need to peek into a JWT? (Click to expand)")
      // asks what the content answers. Other bold lines (a tab's name, "Supported algorithms") stay in the answer.
      if (block.label && summaryQuestion.test(block.text) && block.text.length <= maximumQuestionCharacters) {
        closeQuestion()
        question = { prompt: '', label: block.text, answer: [] }
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

  const headingQuestions = (() => {
    if (!heading) return context.subject ? [`What is ${context.subject}?`] : []
    const firstParagraph = blocks.find((block) => block.kind === 'paragraph' && !isQuestionParagraph(block))
    const definesHeading = definesHeadingSubject(
      heading.text,
      firstParagraph?.kind === 'paragraph' ? firstParagraph.text : undefined,
    )
    if (section.isProblem) return problemQuestionsFromHeading(heading.text, context)
    return questionsFromHeading(heading.text, context, {
      definesHeading,
      mentionsSupport: /\bsupport/i.test(answer.join(' ')),
      ...(section.parent ? { parent: section.parent } : {}),
    })
  })()
  if (answer.length > 0 && headingQuestions.length > 0) {
    const [first = '', ...rest] = passagesOf(answer)
    const asked = headingQuestions.map((prompt) => add({ prompt, completion: first }))
    if (!asked.some(Boolean)) add({ prompt: headingQuestions[0] ?? '', completion: first }, true)
    // The parts of a long section after the first: asked as what else there is to know about its topic.
    const about = context.subject && !topicOfSection.includes(context.subject) ? ` in ${context.subject}` : ''
    const earlierPartsOfKind = { examples: 0, details: 0 }
    for (const completion of rest) {
      const kind = laterPartKind(completion)
      add({ prompt: laterPartQuestion(`${topicOfSection}${about}`, kind, earlierPartsOfKind[kind]), completion })
      earlierPartsOfKind[kind] += 1
    }
    for (const completion of [first, ...rest]) {
      for (const prompt of questionsFromTaskSentences(proseSentences(completion), context)) add({ prompt, completion })
    }
  }
  // A section that asks its one question right under its heading ("Option 1 - You still have access on your device",
  // then "Are you able to sign transactions on your device?") answers its heading with the same text; a numbered
  // question is the first of a checklist, which its heading ("Quick checklist") does not ask.
  const [onlyQuestion, ...otherQuestions] = questionPairs
  const opening = blocks[0]
  const opensWithQuestion =
    opening?.kind === 'paragraph' && isQuestionParagraph(opening) && !/^\d{1,3}[.)]\s/.test(opening.text)
  if (answer.length === 0 && onlyQuestion && otherQuestions.length === 0 && opensWithQuestion)
    for (const prompt of headingQuestions) add({ prompt, completion: onlyQuestion.completion })
  for (const pair of questionPairs) add(pair)
  for (const pair of optionPairs) add(pair)
  for (const pair of definitionSentencePairs) add(pair)
}

/**
 * One pair per described option of an option list ("What does the expiresIn option of jwt.sign do?"), and the items
 * that only name an option; undefined when the list is not an option list: every item starts with a name, and at
 * least three say what their option does.
 *
 * @example optionList(['expiresIn: expressed in seconds', 'audience: checked against aud', 'issuer: the iss value', 'jwtid'], 'jwt.sign')
 * // { pairs: [{ prompt: 'What does the expiresIn option of jwt.sign do?', completion: 'The expiresIn option of jwt.sign: expressed in seconds' }, …], undescribed: ['jwtid'] }
 */
function optionList(
  items: readonly string[],
  topic: string,
): { pairs: QuestionAnswer[]; undescribed: string[] } | undefined {
  const of = topic ? ` of ${topic}` : ''
  const pairs: QuestionAnswer[] = []
  const undescribed: string[] = []
  for (const item of items) {
    const text = item.trim()
    const match = optionItem.exec(text)
    if (match?.[1] && match[3]) {
      const note = match[2] ? ` (${match[2]})` : ''
      pairs.push({
        prompt: `What does the ${match[1]} option${of} do?`,
        completion: `The ${match[1]} option${of}${note}: ${match[3].trim()}`,
      })
    } else if (optionName.test(text)) undescribed.push(text)
    else return undefined
  }
  return pairs.length >= 3 ? { pairs, undescribed } : undefined
}

/** What a long section's later part holds: examples when it is mostly code, else more details. */
function laterPartKind(completion: string): 'examples' | 'details' {
  const code = (completion.match(/```[\s\S]*?```/g) ?? []).join('').length
  return code * 5 >= completion.length * 3 ? 'examples' : 'details'
}

/** The question for a long section's part after the first, by what it holds; numbered only past the third of a kind. */
function laterPartQuestion(heading: string, kind: 'examples' | 'details', earlierOfKind: number): string {
  // "About your Master Password" is asked about as "your Master Password".
  const topic = heading.replace(/^about\s+/i, '')
  const questions =
    kind === 'examples'
      ? [
          `What are examples for ${topic}?`,
          `What are more examples for ${topic}?`,
          `What are further examples for ${topic}?`,
        ]
      : [
          `What else should I know about ${topic}?`,
          `What more should I know about ${topic}?`,
          `What other details are there about ${topic}?`,
        ]
  return questions[earlierOfKind] ?? `What more is there to know about ${topic} (part ${earlierOfKind + 2})?`
}
