import { describe, expect, it } from 'vitest'
import { checkAnswers, type HeldOutQuestion } from './answer-check.ts'
import { featureCount } from './candidate-features.ts'
import type { RoutingHead } from './routing-head.ts'

/** Only the first feature counts: a candidate at 1 is far more likely than declining, one at 0 is not. */
const head: RoutingHead = { weights: [10, ...Array(featureCount - 1).fill(0)], declineBias: 0 }

/** A question whose candidates have these first-feature values; `target` is the right candidate's position. */
function question(scores: number[], target: number, answerable: boolean): HeldOutQuestion {
  const candidates = scores.map((score, position) => {
    const features = new Float32Array(featureCount)
    features[0] = score
    return { answer: position, bestPrompt: position, features }
  })
  return { query: { candidates, target }, answerable }
}

describe('checkAnswers', () => {
  const questions = [
    question([0, 1, 0], 1, true), // the right answer stands out: answered right
    question([1, 0, 0], 2, true), // a wrong answer stands out: answered, but wrong
    question([0, 0, 0], -1, true), // retrieval missed the answer and the model declines: still not right
    question([0, 0], -1, false), // nothing fits: declined
    question([0, 1], -1, false), // out of scope, yet one answer stands out: answered
    question([], -1, false), // no candidate at all: declined
  ]

  it('counts right answers among answerable questions and declines among out-of-scope ones', () => {
    const check = checkAnswers(head, questions, 0.5)
    expect(check).toEqual({
      answerableQuestions: 3,
      answeredRight: 1,
      accuracy: 1 / 3,
      outOfScopeQuestions: 3,
      declined: 2,
      refusalRate: 2 / 3,
    })
  })

  it('answers whenever the best candidate reaches the threshold, as a served model does', () => {
    // At threshold 0 the model never declines a question that has a candidate, even a poor one.
    expect(checkAnswers(head, questions, 0)).toMatchObject({ answeredRight: 1, declined: 1 })
    // Above every probability it declines everything and answers nothing right.
    expect(checkAnswers(head, questions, 1.01)).toMatchObject({ answeredRight: 0, declined: 3, refusalRate: 1 })
  })

  it('gives no share where there was no question to ask', () => {
    expect(checkAnswers(head, [], 0.5)).toEqual({
      answerableQuestions: 0,
      answeredRight: 0,
      accuracy: null,
      outOfScopeQuestions: 0,
      declined: 0,
      refusalRate: null,
    })
  })
})
