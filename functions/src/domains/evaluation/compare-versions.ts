import type { VersionComparison } from '@platform/shared/contracts/evaluation'
import type { VersionSummary } from '@platform/shared/contracts/projects'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { listAllKnowledge, normalizePrompt } from '../knowledge/index.ts'
import { listVersions } from '../projects/index.ts'
import { findRagSetting, listModelRecords } from '../training/index.ts'
import { listVersionTestRuns } from './list-project-test-runs.ts'
import { readScoreThresholds } from './score-thresholds.ts'

type Pair = { prompt: string; completion: string }

/** Pairs matched by prompt (ignoring case, spacing and closing punctuation, as runs are compared). */
export function compareKnowledge(basePairs: readonly Pair[], candidatePairs: readonly Pair[]) {
  const base = new Map(basePairs.map((pair) => [normalizePrompt(pair.prompt), pair]))
  const candidate = new Map(candidatePairs.map((pair) => [normalizePrompt(pair.prompt), pair]))
  const added = [...candidate].filter(([prompt]) => !base.has(prompt)).map(([, pair]) => pair)
  const removed = [...base].filter(([prompt]) => !candidate.has(prompt)).map(([, pair]) => pair)
  const changed: VersionComparison['knowledge']['changed'] = []
  let unchanged = 0
  for (const [prompt, pair] of candidate) {
    const before = base.get(prompt)
    if (!before) continue
    if (before.completion.trim() === pair.completion.trim()) unchanged += 1
    else changed.push({ prompt: pair.prompt, baseCompletion: before.completion, candidateCompletion: pair.completion })
  }
  const byPrompt = (first: { prompt: string }, second: { prompt: string }) => first.prompt.localeCompare(second.prompt)
  return {
    added: added.map(({ prompt, completion }) => ({ prompt, completion })).sort(byPrompt),
    removed: removed.map(({ prompt, completion }) => ({ prompt, completion })).sort(byPrompt),
    changed: changed.sort(byPrompt),
    unchanged,
  }
}

async function describeVersion(key: VersionKey, version: VersionSummary, pairs: readonly Pair[]) {
  const [models, rag, thresholds, runs] = await Promise.all([
    listModelRecords(key),
    findRagSetting(key),
    readScoreThresholds(key),
    listVersionTestRuns(key, version.name),
  ])
  return {
    id: version.id,
    name: version.name,
    frozen: version.frozen,
    knowledgeCount: pairs.length,
    readyModels: models.filter((model) => model.status === 'ready').length,
    ragEnabled: rag?.ragEnabled ?? false,
    thresholds,
    latestRun: runs.find((entry) => entry.run.status === 'succeeded') ?? null,
  }
}

/**
 * `GET /versions/{versionId}/compare?candidateVersionId`: the route's version (say, the one in production) beside
 * another of the project: what knowledge the other adds, removes and changes, each one's settings and latest
 * finished run, so "is the new version better?" has an answer on one screen.
 *
 * @example await compareVersions({ organizationId, projectId, versionId: production }, { candidateVersionId: next })
 */
export async function compareVersions(
  key: VersionKey,
  query: { candidateVersionId: string },
): Promise<VersionComparison> {
  const versions = await listVersions(key)
  const base = versions.find((version) => version.id === key.versionId)
  const candidate = versions.find((version) => version.id === query.candidateVersionId)
  if (!base || !candidate) throw new AppError('NOT_FOUND', { message: 'This version does not exist in the project.' })
  const candidateKey = { ...key, versionId: candidate.id }
  const [basePairs, candidatePairs] = await Promise.all([listAllKnowledge(key), listAllKnowledge(candidateKey)])
  const [baseSide, candidateSide] = await Promise.all([
    describeVersion(key, base, basePairs),
    describeVersion(candidateKey, candidate, candidatePairs),
  ])
  return { base: baseSide, candidate: candidateSide, knowledge: compareKnowledge(basePairs, candidatePairs) }
}
