/**
 * An answer-quality evaluation set (format of `../shared/eval/README.md`): knowledge to train on, paraphrases to
 * answer, out-of-scope questions to decline and the keywords that grade an answer. Grading follows that README.
 */
import { readFileSync } from 'node:fs'
import * as z from 'zod'

const qualitySetSchema = z.object({
  source: z.record(z.string(), z.unknown()).optional(),
  knowledge: z.array(z.object({ id: z.string(), prompt: z.string(), completion: z.string() })).min(1),
  paraphrases: z.array(z.object({ question: z.string(), answerId: z.string() })),
  outOfScope: z.array(z.object({ question: z.string() })),
  keywords: z.record(z.string(), z.array(z.string())),
  /**
   * Keys for answers built from the source articles themselves (the end-to-end line): phrases copied verbatim from
   * the one passage that answers each item. The condensed completions' keywords are ours in part, so an answer
   * quoting the article would be graded wrong by them.
   */
  articleKeywords: z.record(z.string(), z.array(z.string())).optional(),
})

export type QualitySet = z.infer<typeof qualitySetSchema>

/** The set as the end-to-end line grades it: by the articles' own words where the set has them. */
export function gradedByArticles(set: QualitySet): QualitySet {
  return set.articleKeywords ? { ...set, keywords: { ...set.keywords, ...set.articleKeywords } } : set
}

export function readQualitySet(path: string | URL): QualitySet {
  return qualitySetSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
}

/** Right: the answer holds every keyword of the expected item, case-insensitively. */
export function isRightAnswer(set: QualitySet, answer: string, answerId: string): boolean {
  const lower = answer.toLowerCase()
  return (set.keywords[answerId] ?? []).every((keyword) => lower.includes(keyword.toLowerCase()))
}

/** Declined: the answer holds none of the completions' first 40 characters. */
export function isDeclined(set: QualitySet, answer: string): boolean {
  const lower = answer.toLowerCase()
  return !set.knowledge.some((item) => lower.includes(item.completion.slice(0, 40).toLowerCase()))
}

export interface QualityFigures {
  name: string
  right: number
  /** Paraphrases answered with something other than a decline and not right. */
  wrongAnswers: number
  declinedOutOfScope: number
  /**
   * Paraphrases declined with a right answer's question among those offered ("Did you mean …?"): the end user still
   * reaches the answer in one click. Counted for systems that offer questions (the engine, through the API).
   */
  declinedRightOffered?: number
  paraphrases: number
  outOfScope: number
  /** Milliseconds per question, sorted. */
  latencies: number[]
  trainingSeconds: number | null
  note?: string
}

/** One of the questions offered with a decline is that of a knowledge item whose answer is right for `answerId`. */
export function offersRightQuestion(set: QualitySet, offered: readonly string[], answerId: string): boolean {
  return set.knowledge.some((item) => offered.includes(item.prompt) && isRightAnswer(set, item.completion, answerId))
}

/** Grades replies to every paraphrase and out-of-scope question, in the set's order. */
export function gradeReplies(
  set: QualitySet,
  name: string,
  replies: {
    paraphrases: string[]
    outOfScope: string[]
    latencies: number[]
    trainingSeconds: number | null
    /** The questions offered with each paraphrase's reply ("Did you mean …?"), when the system offers any. */
    offered?: string[][]
  },
): QualityFigures {
  let right = 0
  let wrongAnswers = 0
  let declinedRightOffered = 0
  set.paraphrases.forEach((item, index) => {
    const reply = replies.paraphrases[index] ?? ''
    if (isRightAnswer(set, reply, item.answerId)) right += 1
    else if (!isDeclined(set, reply)) wrongAnswers += 1
    else if (offersRightQuestion(set, replies.offered?.[index] ?? [], item.answerId)) declinedRightOffered += 1
  })
  const declinedOutOfScope = replies.outOfScope.filter((reply) => isDeclined(set, reply)).length
  return {
    name,
    right,
    wrongAnswers,
    declinedOutOfScope,
    ...(replies.offered ? { declinedRightOffered } : {}),
    paraphrases: set.paraphrases.length,
    outOfScope: set.outOfScope.length,
    latencies: [...replies.latencies].sort((left, right) => left - right),
    trainingSeconds: replies.trainingSeconds,
  }
}

export function formatFiguresTable(rows: readonly QualityFigures[]): string {
  const header = [
    'system'.padEnd(52),
    'paraphrase accuracy',
    'out-of-scope declined',
    'wrong & confident',
    'declined, right offered',
    'p50 answer',
    'training',
  ]
  const lines = [header.join(' | ')]
  for (const row of rows) {
    const median = row.latencies[Math.floor(row.latencies.length / 2)] ?? 0
    const answeredWrong = row.wrongAnswers + (row.outOfScope - row.declinedOutOfScope)
    const asked = row.paraphrases + row.outOfScope
    lines.push(
      [
        row.name.padEnd(52),
        `${(row.right / row.paraphrases).toFixed(2)} (${row.right}/${row.paraphrases})`.padEnd(19),
        `${(row.declinedOutOfScope / row.outOfScope).toFixed(2)} (${row.declinedOutOfScope}/${row.outOfScope})`.padEnd(
          21,
        ),
        `${(answeredWrong / asked).toFixed(2)} (${answeredWrong}/${asked})`.padEnd(17),
        (row.declinedRightOffered === undefined ? '-' : `${row.declinedRightOffered}`).padEnd(23),
        `${median.toFixed(1)} ms`.padEnd(10),
        row.trainingSeconds === null ? '-' : `${row.trainingSeconds.toFixed(1)} s`,
      ].join(' | '),
    )
    if (row.note) lines.push(`  ${row.note}`)
  }
  return lines.join('\n')
}
