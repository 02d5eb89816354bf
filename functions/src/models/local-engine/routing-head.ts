import { type Candidate, featureCount } from './candidate-features.ts'

/**
 * The answer-routing head: a linear score per candidate answer, plus one learned score for "decline", turned
 * into probabilities by a softmax over [candidates…, decline]. It learns how to weigh meaning against keywords
 * and where "no candidate is good enough" begins, which a fixed formula cannot know for a given knowledge base.
 */
export interface RoutingHead {
  weights: number[]
  declineBias: number
}

/** A training or validation question: its candidates and which one is right (-1: the right move is to decline). */
export interface LabeledQuery {
  candidates: Candidate[]
  target: number
}

export interface RoutingDecision {
  /** Candidate position with the highest probability, or -1 when declining is most likely. */
  best: number
  confidence: number
}

/** Probabilities of each candidate, then of declining, at the last position. */
export function routeProbabilities(head: RoutingHead, candidates: readonly Candidate[]): Float64Array {
  const scores = new Float64Array(candidates.length + 1)
  candidates.forEach((candidate, position) => {
    let score = 0
    for (let feature = 0; feature < featureCount; feature++) {
      score += (head.weights[feature] as number) * (candidate.features[feature] as number)
    }
    scores[position] = score
  })
  scores[candidates.length] = head.declineBias
  return softmaxInPlace(scores)
}

export function decideRoute(head: RoutingHead, candidates: readonly Candidate[]): RoutingDecision {
  const probabilities = routeProbabilities(head, candidates)
  let best = candidates.length
  for (let position = 0; position < candidates.length; position++) {
    if ((probabilities[position] as number) > (probabilities[best] as number)) best = position
  }
  return { best: best === candidates.length ? -1 : best, confidence: probabilities[best] as number }
}

/**
 * The candidate the answer path would give and its probability, whether or not "decline" is more probable: in
 * chat the threshold alone decides (see `answerEmbeddedQuestion`), so the threshold is chosen on the same
 * decision. Chosen on `decideRoute` instead, a right answer whose decline slot scored higher counted as declined,
 * and the threshold came out above most real rewordings (dev set: 16 of 150 right at 0.272; 37 at 0.191).
 */
export function bestCandidate(head: RoutingHead, candidates: readonly Candidate[]): RoutingDecision {
  const probabilities = routeProbabilities(head, candidates)
  let best = -1
  for (let position = 0; position < candidates.length; position++) {
    if (best === -1 || (probabilities[position] as number) > (probabilities[best] as number)) best = position
  }
  return { best, confidence: best === -1 ? 0 : (probabilities[best] as number) }
}

function softmaxInPlace(scores: Float64Array): Float64Array {
  let maximum = Number.NEGATIVE_INFINITY
  for (const score of scores) maximum = Math.max(maximum, score)
  let sum = 0
  for (let index = 0; index < scores.length; index++) {
    const exponential = Math.exp((scores[index] as number) - maximum)
    scores[index] = exponential
    sum += exponential
  }
  for (let index = 0; index < scores.length; index++) scores[index] = (scores[index] as number) / sum
  return scores
}

export interface EpochMetrics {
  epoch: number
  epochs: number
  trainingLoss: number
  trainingAccuracy: number
  validationLoss: number
  validationAccuracy: number
}

export interface HeadTrainingOptions {
  epochs: number
  random: () => number
  learningRate?: number
  batchSize?: number
  /** L2 penalty on the weights (not the decline bias), so few examples cannot push weights to extremes. */
  weightDecay?: number
  signal?: AbortSignal
  onEpoch?: (metrics: EpochMetrics) => void | Promise<void>
}

/**
 * Mini-batch Adam on the softmax cross-entropy. Returns the head of the epoch with the lowest validation loss
 * (early stopping without stopping: every epoch still reports its metrics).
 */
export async function trainRoutingHead(
  training: readonly LabeledQuery[],
  validation: readonly LabeledQuery[],
  options: HeadTrainingOptions,
): Promise<{ head: RoutingHead; history: EpochMetrics[] }> {
  const learningRate = options.learningRate ?? 0.05
  const batchSize = options.batchSize ?? 32
  const weightDecay = options.weightDecay ?? 1e-3
  const parameterCount = featureCount + 1
  const parameters = new Float64Array(parameterCount)
  const firstMoment = new Float64Array(parameterCount)
  const secondMoment = new Float64Array(parameterCount)
  const gradient = new Float64Array(parameterCount)
  const order = training.map((_, index) => index)
  const history: EpochMetrics[] = []
  let best: { head: RoutingHead; loss: number } | undefined
  let step = 0

  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    options.signal?.throwIfAborted()
    shuffle(order, options.random)
    for (let start = 0; start < order.length; start += batchSize) {
      gradient.fill(0)
      const batch = order.slice(start, start + batchSize)
      const head = headFromParameters(parameters)
      for (const queryIndex of batch) addGradient(head, training[queryIndex] as LabeledQuery, gradient)
      step++
      for (let parameter = 0; parameter < parameterCount; parameter++) {
        const decay = parameter < featureCount ? weightDecay * (parameters[parameter] as number) : 0
        const value = (gradient[parameter] as number) / batch.length + decay
        firstMoment[parameter] = 0.9 * (firstMoment[parameter] as number) + 0.1 * value
        secondMoment[parameter] = 0.999 * (secondMoment[parameter] as number) + 0.001 * value * value
        const correctedFirst = (firstMoment[parameter] as number) / (1 - 0.9 ** step)
        const correctedSecond = (secondMoment[parameter] as number) / (1 - 0.999 ** step)
        parameters[parameter] =
          (parameters[parameter] as number) - (learningRate * correctedFirst) / (Math.sqrt(correctedSecond) + 1e-8)
        // Every feature is "more means a better match" by construction, so weights stay non-negative; a negative
        // weight could only come from quirks of the synthetic training questions and would hurt on real ones.
        if (parameter < featureCount) parameters[parameter] = Math.max(parameters[parameter] as number, 0)
      }
    }
    const head = headFromParameters(parameters)
    const trainingResult = evaluate(head, training)
    const validationResult = evaluate(head, validation.length > 0 ? validation : training)
    const metrics: EpochMetrics = {
      epoch,
      epochs: options.epochs,
      trainingLoss: trainingResult.loss,
      trainingAccuracy: trainingResult.accuracy,
      validationLoss: validationResult.loss,
      validationAccuracy: validationResult.accuracy,
    }
    history.push(metrics)
    if (!best || validationResult.loss < best.loss) best = { head, loss: validationResult.loss }
    await options.onEpoch?.(metrics)
  }
  return { head: best?.head ?? headFromParameters(parameters), history }
}

function headFromParameters(parameters: Float64Array): RoutingHead {
  return {
    weights: Array.from(parameters.subarray(0, featureCount)),
    declineBias: parameters[featureCount] as number,
  }
}

function addGradient(head: RoutingHead, query: LabeledQuery, gradient: Float64Array): void {
  const probabilities = routeProbabilities(head, query.candidates)
  const declinePosition = query.candidates.length
  const targetPosition = query.target === -1 ? declinePosition : query.target
  query.candidates.forEach((candidate, position) => {
    const error = (probabilities[position] as number) - (position === targetPosition ? 1 : 0)
    for (let feature = 0; feature < featureCount; feature++) {
      gradient[feature] = (gradient[feature] as number) + error * (candidate.features[feature] as number)
    }
  })
  const declineError = (probabilities[declinePosition] as number) - (targetPosition === declinePosition ? 1 : 0)
  gradient[featureCount] = (gradient[featureCount] as number) + declineError
}

/** Mean cross-entropy and accuracy of the most probable choice (answer or decline). */
export function evaluate(head: RoutingHead, queries: readonly LabeledQuery[]): { loss: number; accuracy: number } {
  if (queries.length === 0) return { loss: 0, accuracy: 0 }
  let loss = 0
  let correct = 0
  for (const query of queries) {
    const probabilities = routeProbabilities(head, query.candidates)
    const targetPosition = query.target === -1 ? query.candidates.length : query.target
    loss -= Math.log(Math.max(probabilities[targetPosition] as number, 1e-12))
    if (decideRoute(head, query.candidates).best === query.target) correct++
  }
  return { loss: loss / queries.length, accuracy: correct / queries.length }
}

/**
 * The lowest confidence at which an answer is given, chosen on validation questions to maximize the share of
 * right outcomes (right answer, or declining an unanswerable question) among the thresholds that decline at least
 * `minimumDeclineShare` of the unanswerable ones. Synthetic questions are easier to answer than real rewordings,
 * so accuracy alone picks a threshold that answers too much; the floor keeps refusal where it was asked for, as
 * long as the threshold keeps `minimumRetainedShare` of the right answers given at threshold 0.
 * Among equally good thresholds the middle one is taken, so the choice does not sit on the edge of one example.
 */
export function chooseConfidenceThreshold(
  head: RoutingHead,
  validation: readonly LabeledQuery[],
  options: { minimumDeclineShare?: number; minimumRetainedShare?: number } = {},
): { threshold: number; accuracy: number; declineShare: number } {
  if (validation.length === 0) return { threshold: 0.5, accuracy: 0, declineShare: 0 }
  const outcomes = validation.map((query) => {
    const decision = bestCandidate(head, query.candidates)
    return {
      ...decision,
      answerable: query.target !== -1,
      right: decision.best !== -1 && decision.best === query.target,
    }
  })
  const unanswerable = outcomes.filter((outcome) => !outcome.answerable).length
  const thresholds = [0, ...new Set(outcomes.map((outcome) => outcome.confidence))].sort((left, right) => left - right)
  const results = thresholds.map((threshold) => {
    let correct = 0
    let answeredRight = 0
    let declined = 0
    for (const outcome of outcomes) {
      const answers = outcome.best !== -1 && outcome.confidence >= threshold
      if (answers ? outcome.right : !outcome.answerable) correct++
      if (answers && outcome.right) answeredRight++
      if (!answers && !outcome.answerable) declined++
    }
    return {
      accuracy: correct / outcomes.length,
      declineShare: unanswerable > 0 ? declined / unanswerable : 1,
      answeredRight,
    }
  })
  const mostRight = Math.max(...results.map((result) => result.answeredRight))
  const keepsRightAnswers = (result: (typeof results)[number]) =>
    result.answeredRight >= (options.minimumRetainedShare ?? 0) * mostRight
  // When the decline floor cannot be met without giving up most right answers (small knowledge bases, whose
  // near-miss questions sit close to their prompts), refusal takes what is left: the most declining threshold
  // that keeps them (measured on 20 real pairs: 1 of 50 rewordings right at the floor, 19 of 50 when keeping 90% of the right answers).
  const reachable = results.filter(keepsRightAnswers)
  const floor = Math.min(options.minimumDeclineShare ?? 0, Math.max(...reachable.map((result) => result.declineShare)))
  const score = (index: number) => {
    const result = results[index] as (typeof results)[number]
    return result.declineShare >= floor && keepsRightAnswers(result) ? result.accuracy : -1
  }
  const scores = results.map((_, index) => score(index))
  const bestScore = Math.max(...scores)
  const first = scores.indexOf(bestScore)
  let last = first
  while (scores[last + 1] === bestScore) last++
  // A threshold t gives the same outcomes for every t in (previous confidence, this confidence].
  const low = first > 0 ? (thresholds[first - 1] as number) : 0
  const high = thresholds[last] as number
  const chosen = results[first] as (typeof results)[number]
  return { threshold: (low + high) / 2, accuracy: chosen.accuracy, declineShare: chosen.declineShare }
}

function shuffle(values: number[], random: () => number): void {
  for (let index = values.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[values[index], values[other]] = [values[other] as number, values[index] as number]
  }
}
