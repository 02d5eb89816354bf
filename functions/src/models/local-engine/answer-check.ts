import type { AnswerCheck } from '@platform/shared/contracts/training'
import { bestCandidate, type LabeledQuery, type RoutingHead } from './routing-head.ts'

/** A held-out question; `answerable` is kept apart from `query.target`, which is -1 also when retrieval missed the answer. */
export interface HeldOutQuestion {
  query: LabeledQuery
  answerable: boolean
}

/**
 * Asks the held-out questions the way a served model answers (`answerEmbeddedQuestion`): the most probable
 * candidate is given when its probability reaches the threshold, otherwise the model declines. An answerable
 * question whose answer retrieval did not find counts as answered wrong, not as a decline to praise.
 *
 * @example
 * const check = checkAnswers(head, heldOutQuestions, threshold)
 * console.log(`${check.answeredRight} of ${check.answerableQuestions} answered right`)
 */
export function checkAnswers(head: RoutingHead, questions: readonly HeldOutQuestion[], threshold: number): AnswerCheck {
  let answerableQuestions = 0
  let answeredRight = 0
  let outOfScopeQuestions = 0
  let declined = 0
  for (const { query, answerable } of questions) {
    const { best, confidence } = bestCandidate(head, query.candidates)
    const answers = best !== -1 && confidence >= threshold
    if (answerable) {
      answerableQuestions++
      if (answers && best === query.target) answeredRight++
    } else {
      outOfScopeQuestions++
      if (!answers) declined++
    }
  }
  return {
    answerableQuestions,
    answeredRight,
    accuracy: answerableQuestions > 0 ? answeredRight / answerableQuestions : null,
    outOfScopeQuestions,
    declined,
    refusalRate: outOfScopeQuestions > 0 ? declined / outOfScopeQuestions : null,
  }
}
