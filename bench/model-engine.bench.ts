/**
 * Figures for the local model engine (not a test): `npx tsx bench/model-engine.bench.ts`.
 * 1. Training time for 100 and 1,000 Q&A pairs (1,000: median of 3 runs, wall and CPU time).
 * 2. Retrieval latency over 10,000 items, p50 and p99 (median of 3 runs, wall and CPU time).
 * The load average is printed at the start and the end: on a shared machine wall times grow with it.
 * 3. Answer accuracy on held-out paraphrases of real documentation text (the Shipkite help centre), side by side
 *    with a plain BM25 baseline (MiniSearch) in the same run.
 */
import { availableParallelism, loadavg } from 'node:os'
import MiniSearch from 'minisearch'
import { answerEmbeddedQuestion, rankAnswers } from '../functions/src/models/local-engine/answer-question.ts'
import { queryOf } from '../functions/src/models/local-engine/candidate-features.ts'
import { buildKnowledgeIndex } from '../functions/src/models/local-engine/knowledge-index.ts'
import type { RetrievalModel } from '../functions/src/models/local-engine/retrieval-model.ts'
import { seededRandom } from '../functions/src/models/local-engine/seeded-random.ts'
import {
  embedSentences,
  loadSentenceEncoder,
  sentenceEncoderDimensions,
} from '../functions/src/models/local-engine/sentence-encoder.ts'
import { trainRetrievalModel } from '../functions/src/models/local-engine/train-retrieval-model.ts'
import { parseTrainingFile } from '../functions/src/models/local-engine/training-file.ts'
import { normalize } from '../functions/src/retrieval/vectors.ts'
import {
  type HelpCenterEntry,
  helpCenterParaphraseLines,
  helpCenterTrainingLines,
  questionsShipkiteCannotAnswer,
  shipkiteHelpCenter,
} from '../tests/fixtures/shipkite-help-center.ts'

const fallbackAnswer = "I don't know the answer to that yet."
const print = (line = '') => console.log(line)
const milliseconds = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`
const percent = (value: number) => `${(value * 100).toFixed(1)}%`

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
const median = (values: number[]) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] as number
/** Milliseconds of CPU time (user + system, every thread of the process) since `since`. */
const cpuMilliseconds = (since: NodeJS.CpuUsage) => {
  const spent = process.cpuUsage(since)
  return (spent.user + spent.system) / 1000
}
const timingRuns = 3

print(`Node ${process.version}, ${availableParallelism()} cores, load average (1, 5, 15 min) ${loadAverage()}`)
let started = performance.now()
await loadSentenceEncoder()
await embedSentences(['warm up'])
print(`Sentence encoder load: ${milliseconds(performance.now() - started)}`)

/** Realistic-length pairs for timing: help-centre entries varied by context, each with its own completion. */
function syntheticEntries(count: number): HelpCenterEntry[] {
  const contexts = [
    'for my Etsy shop',
    'on the Growth plan',
    'when shipping to Canada',
    'for parcels over 2 kg',
    'from the mobile app',
    'for a team of ten',
    'with my own UPS account',
    'during the holiday season',
    'for international orders',
    'in test mode',
    'for marketplace orders',
    'from a second warehouse',
  ]
  return Array.from({ length: count }, (_, index) => {
    const entry = shipkiteHelpCenter[index % shipkiteHelpCenter.length] as HelpCenterEntry
    const context = contexts[Math.floor(index / shipkiteHelpCenter.length) % contexts.length]
    return {
      prompt: `${entry.prompt.replace(/\?$/, '')} ${context}? (case ${index})`,
      completion: `${entry.completion} This also applies ${context}; see article ${1000 + index}.`,
      paraphrases: entry.paraphrases,
    }
  })
}

print('\n## Training time (USE lite embeddings + BM25 + routing head, one job)')
for (const [count, runs] of [
  [100, 1],
  [1_000, timingRuns],
] as const) {
  const examples = parseTrainingFile(helpCenterTrainingLines(syntheticEntries(count)))
  const wallTimes: number[] = []
  const cpuTimes: number[] = []
  for (let run = 0; run < runs; run++) {
    started = performance.now()
    const cpuStarted = process.cpuUsage()
    const model = await trainRetrievalModel({ examples, fallbackAnswer, seed: 1 })
    wallTimes.push(performance.now() - started)
    cpuTimes.push(cpuMilliseconds(cpuStarted))
    print(
      `${count} pairs: ${milliseconds(wallTimes.at(-1) as number)} (CPU ${milliseconds(cpuTimes.at(-1) as number)}; ` +
        `${model.metrics.epochs} epochs, ${model.metrics.trainingQuestions} training / ` +
        `${model.metrics.validationQuestions} validation questions)`,
    )
  }
  if (runs > 1)
    print(
      `${count} pairs, median of ${runs}: ${milliseconds(median(wallTimes))} (CPU ${milliseconds(median(cpuTimes))})`,
    )
}

print('\n## Answer accuracy on held-out paraphrases (Shipkite help centre)')
const testQuestions = shipkiteHelpCenter.map((entry) => ({
  question: entry.paraphrases[1],
  expected: entry.completion,
}))
const testUnanswerable = questionsShipkiteCannotAnswer.slice(10)
const validationQuestions = shipkiteHelpCenter.map((entry) => ({
  question: entry.paraphrases[0],
  expected: entry.completion,
}))
const validationUnanswerable = questionsShipkiteCannotAnswer.slice(0, 10)
print(
  `Trained on ${shipkiteHelpCenter.length} answers (${parseTrainingFile(helpCenterTrainingLines()).length} prompts); ` +
    `tested on ${testQuestions.length} unseen paraphrases + ${testUnanswerable.length} questions it cannot answer.`,
)
const testTexts = [...testQuestions.map((item) => item.question), ...testUnanswerable]
const testVectors = await embedSentences(testTexts)

interface Outcome {
  top1: number
  rightAnswers: number
  wrongAnswers: number
  declinedAnswerable: number
  declinedUnanswerable: number
}
const overall = (outcome: Outcome) =>
  (outcome.rightAnswers + outcome.declinedUnanswerable) / (testQuestions.length + testUnanswerable.length)
const describe = (name: string, outcome: Outcome) =>
  print(
    `${name.padEnd(44)} top-1 ${percent(outcome.top1 / testQuestions.length).padStart(6)} | answered right ` +
      `${String(outcome.rightAnswers).padStart(2)}, wrong ${String(outcome.wrongAnswers).padStart(2)}, declined ` +
      `${String(outcome.declinedAnswerable).padStart(2)} of ${testQuestions.length} | declined ` +
      `${outcome.declinedUnanswerable}/${testUnanswerable.length} unanswerable | overall ${percent(overall(outcome))}`,
  )

function evaluateEngine(model: RetrievalModel): Outcome {
  const outcome: Outcome = { top1: 0, rightAnswers: 0, wrongAnswers: 0, declinedAnswerable: 0, declinedUnanswerable: 0 }
  testTexts.forEach((text, index) => {
    const query = queryOf(text, testVectors[index] as Float32Array)
    const reply = answerEmbeddedQuestion(model, query)
    const expected = testQuestions[index]?.expected
    if (expected === undefined) {
      if (!reply.answered) outcome.declinedUnanswerable++
      return
    }
    if (rankAnswers(model, query, 1)[0]?.answer === expected) outcome.top1++
    if (!reply.answered) outcome.declinedAnswerable++
    else if (reply.answer === expected) outcome.rightAnswers++
    else outcome.wrongAnswers++
  })
  return outcome
}

const trainingExamples = parseTrainingFile(helpCenterTrainingLines())
const engineRuns: { name: string; outcome: Outcome }[] = []
for (const withValidationFile of [false, true]) {
  for (const seed of [1, 2, 3]) {
    started = performance.now()
    const model = await trainRetrievalModel({
      examples: trainingExamples,
      validationExamples: withValidationFile ? parseTrainingFile(helpCenterParaphraseLines(0)) : undefined,
      fallbackAnswer,
      seed,
    })
    const name = `engine, ${withValidationFile ? 'validation file' : 'held-out split'}, seed ${seed} (${milliseconds(performance.now() - started)})`
    engineRuns.push({ name, outcome: evaluateEngine(model) })
  }
}

/** Plain BM25: MiniSearch over prompt + completion, default options; its score threshold chosen on validation. */
function evaluateBm25(entries: readonly HelpCenterEntry[]): Outcome {
  const search = new MiniSearch<{ id: number; prompt: string; completion: string }>({
    fields: ['prompt', 'completion'],
  })
  search.addAll(
    entries.map((entry, id) => ({
      id,
      prompt: [entry.prompt, ...(entry.alternatePrompts ?? [])].join(' '),
      completion: entry.completion,
    })),
  )
  const best = (question: string) => search.search(question)[0]
  const validation = [
    ...validationQuestions.map((item) => ({ ...item, result: best(item.question) })),
    ...validationUnanswerable.map((question) => ({ question, expected: undefined, result: best(question) })),
  ]
  const thresholds = [0, ...validation.map((item) => item.result?.score ?? 0)].sort((left, right) => left - right)
  let threshold = 0
  let bestAccuracy = -1
  for (const candidate of thresholds) {
    const right = validation.filter((item) => {
      const answers = item.result !== undefined && item.result.score >= candidate
      return answers ? entries[item.result?.id as number]?.completion === item.expected : item.expected === undefined
    }).length
    if (right > bestAccuracy) {
      bestAccuracy = right
      threshold = candidate
    }
  }
  const outcome: Outcome = { top1: 0, rightAnswers: 0, wrongAnswers: 0, declinedAnswerable: 0, declinedUnanswerable: 0 }
  testTexts.forEach((text, index) => {
    const result = best(text)
    const answers = result !== undefined && result.score >= threshold
    const expected = testQuestions[index]?.expected
    if (expected === undefined) {
      if (!answers) outcome.declinedUnanswerable++
      return
    }
    const answer = result ? entries[result.id as number]?.completion : undefined
    if (answer === expected) outcome.top1++
    if (!answers) outcome.declinedAnswerable++
    else if (answer === expected) outcome.rightAnswers++
    else outcome.wrongAnswers++
  })
  return outcome
}

describe('BM25 baseline (MiniSearch 7.2, prompt+completion)', evaluateBm25(shipkiteHelpCenter))
for (const run of engineRuns) describe(run.name, run.outcome)
const meanOf = (select: (outcome: Outcome) => number) =>
  engineRuns.reduce((total, run) => total + select(run.outcome), 0) / engineRuns.length
print(
  `engine mean over ${engineRuns.length} runs: top-1 ${percent(meanOf((outcome) => outcome.top1) / testQuestions.length)}, ` +
    `overall ${percent(meanOf(overall))}`,
)

print('\n## Retrieval latency over 10,000 items')
const itemCount = 10_000
const random = seededRandom(9)
const synthetic = syntheticEntries(itemCount)
/** Random unit vectors stand in for 20,000 real embeddings (which would take minutes to compute); search cost
 * does not depend on the values, and BM25 runs over the real (synthetic) texts. */
const randomMatrix = (rows: number) => {
  const matrix = new Float32Array(rows * sentenceEncoderDimensions)
  for (let row = 0; row < rows; row++) {
    const vector = normalize(Array.from({ length: sentenceEncoderDimensions }, () => random() - 0.5))
    matrix.set(vector, row * sentenceEncoderDimensions)
  }
  return matrix
}
started = performance.now()
const largeModel: RetrievalModel = {
  index: buildKnowledgeIndex({
    prompts: synthetic.map((entry) => entry.prompt),
    answerOfPrompt: synthetic.map((_, index) => index),
    answers: synthetic.map((entry) => entry.completion),
    promptEmbeddings: randomMatrix(itemCount),
    answerEmbeddings: randomMatrix(itemCount),
  }),
  head: { weights: [0, 1, 3, 0.2, 2, 3, 2], declineBias: 5.5 },
  threshold: 0.2,
  fallbackAnswer,
  metrics: {
    trainingExamples: itemCount,
    distinctAnswers: itemCount,
    trainingQuestions: 0,
    validationQuestions: 0,
    validationAccuracy: 0,
    epochs: 0,
    trainedTokens: 0,
  },
}
print(`Index build (BM25 over prompts and answers, centroid, profiles): ${milliseconds(performance.now() - started)}`)
const queries = testTexts.map((text, index) => queryOf(text, testVectors[index] as Float32Array))
const percentile = (values: number[], share: number) =>
  [...values].sort((left, right) => left - right)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] as number
const runFigures = { p50: [] as number[], p99: [] as number[], cpuP50: [] as number[] }
for (let run = 0; run < timingRuns; run++) {
  const latencies: number[] = []
  const cpuTimes: number[] = []
  for (let round = 0; round < 8; round++) {
    for (const query of queries) {
      const start = performance.now()
      const cpuStarted = process.cpuUsage()
      answerEmbeddedQuestion(largeModel, query)
      if (round === 0) continue
      latencies.push(performance.now() - start)
      cpuTimes.push(cpuMilliseconds(cpuStarted))
    }
  }
  runFigures.p50.push(percentile(latencies, 0.5))
  runFigures.p99.push(percentile(latencies, 0.99))
  runFigures.cpuP50.push(percentile(cpuTimes, 0.5))
  print(
    `Search + routing (query embedding given), ${latencies.length} queries: p50 ${milliseconds(percentile(latencies, 0.5))}, ` +
      `p99 ${milliseconds(percentile(latencies, 0.99))} (CPU p50 ${milliseconds(percentile(cpuTimes, 0.5))})`,
  )
}
print(
  `Search + routing, median of ${timingRuns} runs: p50 ${milliseconds(median(runFigures.p50))}, ` +
    `p99 ${milliseconds(median(runFigures.p99))} (CPU p50 ${milliseconds(median(runFigures.cpuP50))})`,
)
const endToEnd: number[] = []
for (const text of testTexts) {
  const start = performance.now()
  const [embedding] = await embedSentences([text])
  answerEmbeddedQuestion(largeModel, queryOf(text, embedding as Float32Array))
  endToEnd.push(performance.now() - start)
}
print(
  `End to end incl. embedding the question (USE lite), ${endToEnd.length} queries: p50 ${milliseconds(percentile(endToEnd, 0.5))}, ` +
    `p99 ${milliseconds(percentile(endToEnd, 0.99))}`,
)
print(`\nLoad average at the end: ${loadAverage()}`)
