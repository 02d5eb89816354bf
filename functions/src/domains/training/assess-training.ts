import {
  type Training,
  type TrainingLimitItem,
  trainingLimitItems,
  trainingMessages,
} from '@platform/shared/contracts/training'
import { formatErrorMessage } from '@platform/shared/errors'
import type { VersionKey } from '../../data/version-scope.ts'
import { creditBalanceOf, itemLabels, limitsOf, planOf, usageOf } from '../organizations/index.ts'
import { trainingExamplesOf, validationCount } from './build-training-files.ts'
import { chooseSystemPrompt } from './build-training-snapshot.ts'
import { countTrainingTokens, estimateTrainingCost } from './estimate-training-cost.ts'
import { estimateTrainingDuration, type MeasuredTraining } from './estimate-training-duration.ts'
import { readVersionContent } from './read-version-content.ts'
import { isActiveTraining, listTrainingRecords, type TrainingRecord } from './training-records.ts'
import { isRetrievalModel, trainingPricePerMillionTokens } from './training-settings.ts'
import type { VersionContent } from './version-content.ts'

export interface TrainingRequestOptions {
  baseModel: string
  epochs: number | null
  validationSplit: number
  systemPromptId: string | null
}

/**
 * Everything the training page and a training start need to know about a version now: its content, the tokens
 * and price of training it, plan limits, credits, and the reasons (if any) it cannot be trained.
 */
export async function assessTraining(key: VersionKey, options: TrainingRequestOptions) {
  const [content, planId, planLimits, usage, balanceMicros, recent] = await Promise.all([
    readVersionContent(key),
    planOf(key.organizationId),
    limitsOf(key.organizationId),
    usageOf(key.organizationId),
    creditBalanceOf(key.organizationId),
    listTrainingRecords(key, 10),
  ])
  const systemPrompt = chooseSystemPrompt(content.systemPrompts, options.systemPromptId)
  const tokens = await countTrainingTokens({
    knowledge: content.knowledge,
    systemPrompt: systemPrompt?.content ?? null,
    functions: content.functions,
  })
  const cost = estimateTrainingCost(tokens.total, {
    epochs: options.epochs,
    pricePerMillionTokens: trainingPricePerMillionTokens(),
  })
  const inVersion = versionCounts(content)
  const limits = trainingLimitItems.map((item) => {
    const limit = planLimits[item]
    const inOrganization = usage[item] ?? 0
    return {
      item,
      label: itemLabels[item],
      inVersion: inVersion[item],
      inOrganization,
      limit: Number.isFinite(limit) ? limit : null,
      withinLimit: inOrganization <= limit,
    }
  })
  const overLimit = limits.filter((limit) => !limit.withinLimit)
  const sufficientCredits = balanceMicros > 0 && balanceMicros >= cost.costMicros
  const running = recent.some(isActiveTraining)
  const blockers = [
    ...(content.knowledge.length === 0 ? [trainingMessages.emptyVersion] : []),
    ...overLimit.map((limit) => formatErrorMessage('PLAN_LIMIT_REACHED', { item: limit.label })),
    ...(sufficientCredits ? [] : [formatErrorMessage('CREDITS_EXHAUSTED')]),
    ...(running ? [trainingMessages.alreadyRunning] : []),
  ]
  const held = validationCount(content.knowledge.length, options.validationSplit)
  // A pair's alternative questions are training examples of their own.
  const examples = trainingExamplesOf(content.knowledge).length
  const passages =
    content.knowledge.length +
    [...content.pages, ...content.actions, ...content.workflows].filter((item) => item.description.trim() !== '').length
  const localEngine = isRetrievalModel(options.baseModel)
  const duration = estimateTrainingDuration(
    { examples: examples - held, passages, trainingTokens: cost.trainingTokens, localEngine },
    measuredTrainings(recent, localEngine),
  )
  return {
    content,
    planId,
    systemPrompt,
    tokens,
    cost,
    balanceMicros,
    sufficientCredits,
    limits,
    overLimit,
    running,
    blockers,
    duration,
    examples,
  }
}

/** Finished trainings of the same kind of back end, newest first, with the time the user waited for each. */
function measuredTrainings(records: TrainingRecord[], localEngine: boolean): MeasuredTraining[] {
  return records.flatMap((record) => {
    const counts = record.counts as Training['counts'] | undefined
    const options = record.options as { baseModel?: string } | undefined
    if (record.status !== 'succeeded' || !record.finishedAt || !counts) return []
    if (isRetrievalModel(options?.baseModel ?? '') !== localEngine) return []
    const seconds = (Date.parse(record.finishedAt) - Date.parse(record.createdAt)) / 1000
    if (!Number.isFinite(seconds) || seconds <= 0) return []
    const passages = counts.knowledge + counts.pages + counts.actions + counts.workflows
    return [{ examples: counts.trainingExamples, passages, seconds }]
  })
}

function versionCounts(content: VersionContent): Record<TrainingLimitItem, number> {
  return {
    knowledge: content.knowledge.filter((pair) => pair.source !== 'faq').length,
    pages: content.pages.length,
    actions: content.actions.length,
    workflows: content.workflows.length,
    functions: content.functions.length,
  }
}
