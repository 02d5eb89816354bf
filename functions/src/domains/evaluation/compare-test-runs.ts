import type { ComparedCase, TestRunCase, TestRunComparison } from '@platform/shared/contracts/evaluation'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { requireVersion } from '../projects/index.ts'
import { toTestRunCase } from './run-case-view.ts'
import { normalizePrompt } from './test-case-records.ts'
import { listRunCases, requireTestRun, toTestRun, versionKeyOf } from './test-run-records.ts'

const changeOrder: Record<ComparedCase['change'], number> = {
  regressed: 0,
  improved: 1,
  unchanged: 2,
  added: 3,
  removed: 4,
}

function side(item: TestRunCase | undefined): ComparedCase['base'] {
  return item ? { status: item.status, actualCompletion: item.actualCompletion, scores: item.scores } : null
}

const passes = (item: TestRunCase) => item.status === 'passed'

/**
 * Pairs the cases of two runs of the version by prompt (ignoring case, spacing and closing punctuation, so a
 * knowledge run and a test-case run, or runs before and after an edit, still line up) and classifies each:
 * regressed (passed in the base, not in the candidate), improved, unchanged, added or removed. Regressions come
 * first, the largest drop in semantic similarity first among them.
 *
 * @example await compareTestRuns(key, { baseRunId: lastWeek.id, candidateRunId: today.id })
 */
export function compareCases(baseCases: TestRunCase[], candidateCases: TestRunCase[]): ComparedCase[] {
  const baseByPrompt = new Map(baseCases.map((item) => [normalizePrompt(item.prompt), item]))
  const candidateByPrompt = new Map(candidateCases.map((item) => [normalizePrompt(item.prompt), item]))
  const prompts = [...new Set([...baseByPrompt.keys(), ...candidateByPrompt.keys()])]
  const cases = prompts.map((prompt): ComparedCase => {
    const base = baseByPrompt.get(prompt)
    const candidate = candidateByPrompt.get(prompt)
    const reference = (candidate ?? base) as TestRunCase
    const change = !base
      ? 'added'
      : !candidate
        ? 'removed'
        : passes(base) && !passes(candidate)
          ? 'regressed'
          : !passes(base) && passes(candidate)
            ? 'improved'
            : 'unchanged'
    const baseSimilarity = base?.scores?.semanticSimilarity
    const candidateSimilarity = candidate?.scores?.semanticSimilarity
    return {
      prompt: reference.prompt,
      expectedCompletion: reference.expectedCompletion,
      change,
      similarityDelta:
        typeof baseSimilarity === 'number' && typeof candidateSimilarity === 'number'
          ? Math.round((candidateSimilarity - baseSimilarity) * 10_000) / 10_000
          : null,
      base: side(base),
      candidate: side(candidate),
    }
  })
  return cases.sort(
    (first, second) =>
      changeOrder[first.change] - changeOrder[second.change] ||
      (first.similarityDelta ?? 0) - (second.similarityDelta ?? 0),
  )
}

/**
 * `GET /testcases/compare?baseRunId&candidateRunId[&baseVersionId][&candidateVersionId]`: the runs may belong to
 * any version of the project (by default the route's), so a new version is compared with the one in production.
 * A version id of another project is not found: the project is part of every key.
 */
export async function compareTestRuns(
  key: VersionKey,
  query: { baseRunId: string; candidateRunId: string; baseVersionId?: string; candidateVersionId?: string },
): Promise<TestRunComparison> {
  const routeVersion = versionKeyOf(key)
  const baseVersion = { ...routeVersion, versionId: query.baseVersionId ?? routeVersion.versionId }
  const candidateVersion = { ...routeVersion, versionId: query.candidateVersionId ?? routeVersion.versionId }
  await Promise.all([requireVersion(baseVersion), requireVersion(candidateVersion)])
  if (query.baseRunId === query.candidateRunId && baseVersion.versionId === candidateVersion.versionId)
    throw new AppError('VALIDATION_FAILED', { message: 'candidateRunId: Choose two different runs to compare.' })
  const [base, candidate] = await Promise.all([
    requireTestRun({ ...baseVersion, runId: query.baseRunId }),
    requireTestRun({ ...candidateVersion, runId: query.candidateRunId }),
  ])
  const [baseCases, candidateCases] = await Promise.all([
    listRunCases({ ...baseVersion, runId: base.runId }),
    listRunCases({ ...candidateVersion, runId: candidate.runId }),
  ])
  const cases = compareCases(baseCases.map(toTestRunCase), candidateCases.map(toTestRunCase))
  const count = (change: ComparedCase['change']) => cases.filter((item) => item.change === change).length
  return {
    base: toTestRun(base),
    candidate: toTestRun(candidate),
    counts: {
      regressed: count('regressed'),
      improved: count('improved'),
      unchanged: count('unchanged'),
      added: count('added'),
      removed: count('removed'),
    },
    cases,
  }
}
