import type { CaseScores, ScoreThresholds } from '@platform/shared/contracts/evaluation'
import type { RagPassage } from '@platform/shared/contracts/models'
import type { VersionKey } from '../../data/version-scope.ts'
import type { ModelProvider } from '../../models/provider.ts'
import { toCatalogueError } from '../../models/provider-errors.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'
import { sendPlaygroundMessage } from '../playground/index.ts'
import { cosineSimilarity, decideCase, exactMatch, rougeL, roundScore, tokenF1 } from './case-scores.ts'
import { judgeAnswer } from './judge-answer.ts'

export interface CaseOutcome {
  status: 'passed' | 'failed' | 'error'
  actualCompletion?: string
  scores?: CaseScores
  judgeNote?: string
  failedChecks: string[]
  latencyMs?: number
  tokens?: { prompt: number; completion: number; total: number }
  /** Metered tokens of the case (answer, embeddings, judge) × the evaluation price. */
  costMicros: number
  sources: RagPassage[]
  error?: string
}

/** Errors worth a later retry of the same case rather than a recorded failure. */
export function isTransient(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'TOO_MANY_REQUESTS' || error.code === 'DEPENDENCY_UNAVAILABLE')
}

/** What an answer that only calls functions says, so it can still be compared and read. */
function describeToolCalls(calls: Array<{ name: string; arguments: Record<string, unknown> }>): string {
  return calls.map((call) => `${call.name}(${JSON.stringify(call.arguments)})`).join('\n')
}

/**
 * Asks the model the case's prompt exactly as the playground does (same system of retrieval and functions),
 * times the answer, and scores it against the expected completion: exact match, token F1 and ROUGE-L offline,
 * semantic similarity as the cosine of the provider's embeddings, and the judge when the run has one. A case
 * the model refuses (a non-transient provider error) is recorded as `error`; a transient one is thrown so the
 * step retries it later.
 */
export async function scoreTestCase(
  provider: ModelProvider,
  run: VersionKey & {
    modelId: string
    useRag: boolean
    judgeAvailable: boolean
    judgeNote?: string
    thresholds: ScoreThresholds
  },
  testCase: { prompt: string; expectedCompletion: string },
): Promise<CaseOutcome> {
  const key = { organizationId: run.organizationId, projectId: run.projectId, versionId: run.versionId }
  const price = environment().EVALUATION_PRICE_PER_MILLION_TOKENS_USD
  const started = performance.now()
  let reply: Awaited<ReturnType<typeof sendPlaygroundMessage>>
  try {
    reply = await sendPlaygroundMessage(
      key,
      {
        modelId: run.modelId,
        messages: [{ role: 'user', content: testCase.prompt }],
        suggestActions: false,
        useRag: run.useRag,
      },
      // The run debits each case's tokens as evaluation usage (advance-test-run), so not again as a chat message.
      { metered: false },
    )
  } catch (error) {
    if (isTransient(error) || !(error instanceof AppError)) throw error
    return { status: 'error', failedChecks: [], costMicros: 0, sources: [], error: error.message }
  }
  const latencyMs = Math.round(performance.now() - started)
  const actual = reply.message.content?.trim() || describeToolCalls(reply.toolCalls)
  const expected = testCase.expectedCompletion
  let meteredTokens = reply.usage?.totalTokens ?? 0

  let semanticSimilarity: number | null = null
  const embedded = await unlessRefused(() => provider.embed({ input: [expected, actual || ' '] }))
  if (embedded) {
    meteredTokens += embedded.usage?.promptTokens ?? 0
    const [expectedVector, actualVector] = embedded.embeddings
    if (expectedVector && actualVector) semanticSimilarity = roundScore(cosineSimilarity(expectedVector, actualVector))
  }

  let judge: number | null = null
  let judgeNote = run.judgeNote
  if (run.judgeAvailable) {
    const verdict = await unlessRefused(() => judgeAnswer(provider, { prompt: testCase.prompt, expected, actual }))
    judge = verdict?.score === null || !verdict ? null : roundScore(verdict.score)
    judgeNote = verdict ? verdict.note : 'not available: the judge model refused the request'
    meteredTokens += verdict?.usage?.totalTokens ?? 0
  }

  const scores: CaseScores = {
    exactMatch: exactMatch(expected, actual),
    tokenF1: roundScore(tokenF1(expected, actual)),
    rougeL: roundScore(rougeL(expected, actual)),
    semanticSimilarity,
    judge,
  }
  const decision = decideCase(scores, run.thresholds)
  return {
    status: decision.passed ? 'passed' : 'failed',
    actualCompletion: actual,
    scores,
    ...(judgeNote ? { judgeNote } : {}),
    failedChecks: decision.failedChecks,
    latencyMs,
    tokens: reply.usage
      ? { prompt: reply.usage.promptTokens, completion: reply.usage.completionTokens, total: reply.usage.totalTokens }
      : { prompt: 0, completion: 0, total: 0 },
    costMicros: Math.ceil(meteredTokens * price),
    sources: reply.ragPassages,
  }
}

/**
 * Runs a provider call whose refusal (a non-transient provider error) leaves a score missing rather than
 * failing the case; transient errors are thrown so the step retries the case.
 */
async function unlessRefused<Result>(call: () => Promise<Result>): Promise<Result | null> {
  try {
    return await call()
  } catch (error) {
    const converted = toCatalogueError(error)
    if (isTransient(converted) || !(converted instanceof AppError)) throw converted
    return null
  }
}
