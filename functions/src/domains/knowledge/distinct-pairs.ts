import { type QuestionAnswer, questionKey } from './extract-question-answers.ts'

/** An answer for comparing: case, runs of spaces and Markdown marks ignored. */
export function answerKey(completion: string): string {
  return completion
    .toLowerCase()
    .replace(/[`*_>#|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * One pair per answer over the documents of a generation batch: an answer already given keeps the first question
 * asked for it, a question already asked (ignoring case, articles and plurals) keeps its first answer. The knowledge
 * data model has one question per pair, so the other wordings are dropped: a support lead otherwise deletes two to
 * four copies of every answer (issue 37: 154 pairs, 69 distinct answers). Holds for the extractor and for a model.
 *
 * @example
 * const distinct = new DistinctPairs()
 * distinct.keep([{ prompt: 'How do I install X?', completion: 'Run npm i x.' },
 *   { prompt: 'What are the steps to install X?', completion: 'Run npm i x.' }]) // the first pair only
 */
export class DistinctPairs {
  private readonly answers = new Set<string>()
  private readonly questions = new Set<string>()

  keep(pairs: readonly QuestionAnswer[]): QuestionAnswer[] {
    return pairs.filter((pair) => {
      const answer = answerKey(pair.completion)
      const question = questionKey(pair.prompt)
      if (this.answers.has(answer) || this.questions.has(question)) return false
      this.answers.add(answer)
      this.questions.add(question)
      return true
    })
  }
}
