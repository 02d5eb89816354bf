/**
 * The figures of `npm run bench:generation` (issue 37): how much of the knowledge generated from a documentation site
 * a support lead could keep as it is. Pure functions over the generated pairs, so the rules are fixed in code.
 */

export interface GeneratedPair {
  prompt: string
  completion: string
  /** Other wordings of the question, kept on the pair (one pair per answer). */
  alternativePrompts?: string[]
}

/** One of the questions users of a documentation site ask most, with what its answer must contain. */
export interface TopQuestion {
  question: string
  /** Text a good answer contains (all of them when several), compared ignoring case, spaces and Markdown marks. */
  answer: string | string[]
}

export interface GenerationFigures {
  pairs: number
  distinctAnswers: number
  medianAnswerCharacters: number
  maximumAnswerCharacters: number
  answersOver1500: number
  withFurniture: GeneratedPair[]
  illFormed: GeneratedPair[]
  /** Alternative questions of all pairs, and those of them that are not well formed (the same rules). */
  alternativeQuestions: number
  illFormedAlternatives: string[]
  covered: number
  missed: TopQuestion[]
}

const questionWords =
  /^(how|what|why|when|where|who|which|whom|whose|can|could|do|does|did|is|are|was|were|should|will|would|may|has|have|am|if)\b/i
/** A question needs a verb near its start: "What we support?" has none, "What browsers does X support?" has. */
const auxiliaries =
  /\b(is|are|was|were|do|does|did|can|could|should|will|would|may|might|must|has|have|had|happens?|happened|means?|'s|am|get|works?|need|needs)\b/i
/** Words that point at text around the question, which the reader of an answer alone cannot see. */
const contextWords = /\b(there|this|that|these|those|above|below|here|following|former|latter)\?$/i

/**
 * Why a question is not one a person would ask, or undefined when it is well formed. The rules: one question mark,
 * at the end; starts with a capital and a question word; 3 to 30 words; a verb in its first five words; no
 * punctuation or Markdown before the question mark (":?", " ?", "**"), no "(click to expand)" or "(part 2)"
 * leftovers, no word written twice in a row, brackets and quotes balanced, and no last word that points at
 * surrounding text.
 */
export function questionProblem(question: string): string | undefined {
  const text = question.trim()
  if (!text.endsWith('?') || text.indexOf('?') !== text.length - 1) return 'not one question ending in "?"'
  if (!/^\p{Lu}/u.test(text)) return 'does not start with a capital'
  if (!questionWords.test(text)) return 'does not start with a question word'
  const words = text.slice(0, -1).split(/\s+/)
  if (words.length < 3 || words.length > 30) return 'too short or too long'
  if (!auxiliaries.test(words.slice(0, 5).join(' '))) return 'no verb near the start'
  if (/[\s:;,.\-–—(]\?$/.test(text)) return 'punctuation before "?"'
  if (/\*\*|__|```|\]\(|<\/?[a-z]/i.test(text)) return 'Markdown or HTML in the question'
  if (/\((click|tap|expand|collapse|part \d+|optional|see)/i.test(text)) return 'a leftover of the page'
  if (/\b(\w+)\s+\1\b/i.test(text)) return 'a word twice in a row'
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return 'unbalanced brackets'
  if ((text.match(/"/g) ?? []).length % 2 !== 0) return 'unbalanced quotes'
  if (contextWords.test(text)) return 'points at surrounding text'
  return undefined
}

/** Text for comparing: lower case, Markdown marks and runs of spaces gone. */
export function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_>#|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return 0
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2)
}

/**
 * The figures for a site's generated pairs. `furniture` are texts the site prints on its pages around the content
 * (the bench knows them: it served the pages); an answer holding any of them carries furniture.
 */
export function generationFigures(
  pairs: GeneratedPair[],
  furniture: string[],
  topQuestions: TopQuestion[],
): GenerationFigures {
  const lengths = pairs.map((pair) => pair.completion.length)
  const furnitureTexts = furniture.map(comparable).filter(Boolean)
  const answers = pairs.map((pair) => comparable(pair.completion))
  const alternatives = pairs.flatMap((pair) => pair.alternativePrompts ?? [])
  const missed = topQuestions.filter((top) => {
    const expected = (Array.isArray(top.answer) ? top.answer : [top.answer]).map(comparable)
    return !answers.some((answer) => expected.every((part) => answer.includes(part)))
  })
  return {
    pairs: pairs.length,
    distinctAnswers: new Set(answers).size,
    medianAnswerCharacters: median(lengths),
    maximumAnswerCharacters: Math.max(0, ...lengths),
    answersOver1500: lengths.filter((length) => length > 1500).length,
    withFurniture: pairs.filter((pair) => furnitureTexts.some((text) => comparable(pair.completion).includes(text))),
    illFormed: pairs.filter((pair) => questionProblem(pair.prompt) !== undefined),
    alternativeQuestions: alternatives.length,
    illFormedAlternatives: alternatives.filter((question) => questionProblem(question) !== undefined),
    covered: topQuestions.length - missed.length,
    missed,
  }
}

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`)

/** The figures as the lines the bench prints, with the targets of issue 37 beside them. */
export function describeGenerationFigures(name: string, figures: GenerationFigures, topQuestionCount: number): string {
  const lines = [
    `## ${name}`,
    `pairs                     ${figures.pairs}`,
    `distinct answers          ${figures.distinctAnswers} (${share(figures.distinctAnswers, figures.pairs)}; target >= 95%)`,
    `median answer             ${figures.medianAnswerCharacters} characters (target <= 500)`,
    `longest answer            ${figures.maximumAnswerCharacters} characters; ${figures.answersOver1500} over 1,500 (target 0)`,
    `answers with furniture    ${figures.withFurniture.length} (${share(figures.withFurniture.length, figures.pairs)}; target 0)`,
    `well-formed questions     ${figures.pairs - figures.illFormed.length} (${share(figures.pairs - figures.illFormed.length, figures.pairs)}; target >= 95%)`,
    `alternative questions     ${figures.alternativeQuestions}, well formed ${figures.alternativeQuestions - figures.illFormedAlternatives.length} (${share(figures.alternativeQuestions - figures.illFormedAlternatives.length, figures.alternativeQuestions)})`,
    `top-${topQuestionCount} coverage           ${figures.covered}/${topQuestionCount} (${share(figures.covered, topQuestionCount)}; target >= 80%)`,
  ]
  for (const top of figures.missed) lines.push(`  not covered: ${top.question}`)
  for (const pair of figures.illFormed.slice(0, 8))
    lines.push(`  ill-formed: ${pair.prompt} (${questionProblem(pair.prompt)})`)
  for (const question of figures.illFormedAlternatives.slice(0, 5))
    lines.push(`  ill-formed alternative: ${question} (${questionProblem(question)})`)
  for (const pair of figures.withFurniture.slice(0, 5))
    lines.push(`  furniture: ${pair.prompt} → …${pair.completion.slice(-80).replace(/\n/g, ' ')}`)
  return lines.join('\n')
}
