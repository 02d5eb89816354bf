import { randomUUID } from 'node:crypto'
import {
  type ImprovementReason,
  maximumGroupExamples,
  sameMeaningSimilarity,
} from '@platform/shared/contracts/improvement'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { asPut, asUpdate, cancellationCodes, type TogetherWrite, writeTogether } from '../../data/write-together.ts'
import { embedSentences } from '../../models/local-engine/sentence-encoder.ts'
import { AppError } from '../../platform/app-error.ts'
import { logger } from '../../platform/logger.ts'
import { requireModel } from '../training/index.ts'
import { type ImprovementGroupRecord, similarity } from './improvement-records.ts'
import { listGroupRecords } from './list-improvement-groups.ts'

/** One question an answer of any channel puts in the inbox, and why. */
export interface AskedQuestion extends VersionKey {
  /**
   * The answer's own record (a chat message, a log entry, a playground answer): one inbox item each, so a record the
   * stream hands twice, or an answer both declined and thumbed down, counts once.
   */
  recordId: string
  question: string
  reason: ImprovementReason
  channel: string
  /** Who asked: the chat session (each end user's chat), the API caller's user, the console user. */
  askerId: string
  askedAt: string
  expiresAt: number
  /** The model that answered (an answered group reopens when a model trained after its answer declines again). */
  modelId?: string
  /** The stored chat the question was asked in, whose transcript the console shows beside the example. */
  chatId?: string
}

/** The example's chat, when the question was asked in a stored chat of a known model. */
function exampleChatOf(asked: AskedQuestion) {
  return asked.chatId && asked.modelId
    ? [{ question: asked.question, modelId: asked.modelId, chatId: asked.chatId }]
    : []
}

const countOf: Record<
  ImprovementReason,
  'declinedCount' | 'lowConfidenceCount' | 'thumbsDownCount' | 'talkToHumanCount'
> = {
  declined: 'declinedCount',
  lowConfidence: 'lowConfidenceCount',
  thumbsDown: 'thumbsDownCount',
  talkToHuman: 'talkToHumanCount',
}

/**
 * Takes a question into its version's "Improve" inbox (ADR 0030): it joins the group whose first question means the
 * same (the local engine's sentence encoder, cosine ≥ `sameMeaningSimilarity`) or starts a new one. Called by the
 * table stream's derivations, never on a chat's request path. Idempotent per answer record: the record's inbox item
 * and its group's counts are one transaction, on condition the item is new and the group is as it was read (a
 * concurrent change fails it and the stream retries the record). An answered group asked again by a model trained
 * since its answer reopens.
 */
export async function takeQuestionIntoInbox(asked: AskedQuestion): Promise<void> {
  const key: VersionKey = {
    organizationId: asked.organizationId,
    projectId: asked.projectId,
    versionId: asked.versionId,
  }
  const questionKey = { ...key, messageId: asked.recordId }
  const { data: taken } = await db().entities.improvementQuestion.get(questionKey).go({ consistent: true })
  if (taken) return
  const embedding = await embedQuestion(asked.question)
  if (!embedding) return
  const groups = await listGroupRecords(key)
  const nearest = nearestGroup(groups, embedding)
  const groupId = nearest?.groupId ?? `group-${randomUUID()}`
  const questionWrite = asPut(
    db()
      .entities.improvementQuestion.create({
        ...questionKey,
        groupId,
        question: asked.question,
        reason: asked.reason,
        channel: asked.channel,
        sessionId: asked.askerId,
        askedAt: asked.askedAt,
        expiresAt: asked.expiresAt,
      })
      .params(),
  )
  const groupWrite = nearest
    ? await joinGroup(nearest, asked)
    : asPut(
        db()
          .entities.improvementGroup.create({
            ...key,
            groupId,
            status: 'open',
            embedding: [...embedding],
            askedCount: 1,
            declinedCount: 0,
            thumbsDownCount: 0,
            lowConfidenceCount: 0,
            talkToHumanCount: 0,
            [countOf[asked.reason]]: 1,
            sessionIds: [asked.askerId],
            channels: [asked.channel],
            examples: [asked.question],
            exampleChats: exampleChatOf(asked),
            firstSeenAt: asked.askedAt,
            lastSeenAt: asked.askedAt,
          })
          .params(),
      )
  try {
    await writeTogether([questionWrite, groupWrite])
  } catch (error) {
    // The record was taken by a delivery running at the same time: done, nothing counted twice.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return
    throw error
  }
}

/**
 * The question's vector, or undefined when the sentence encoder cannot load (its packages and weights ship beside
 * the consumer's bundle as lazily loaded modules; a load can still fail, out of memory for one). The inbox then
 * misses the question, logged, rather than failing the record: a failing record holds back every record after it in
 * its batch, the balance's settlement among them.
 */
async function embedQuestion(question: string): Promise<Float32Array | undefined> {
  try {
    return (await embedSentences([question]))[0]
  } catch (error) {
    logger.warn('sentence encoder unavailable: question not taken into the Improve inbox', { error })
    return undefined
  }
}

function nearestGroup(groups: readonly ImprovementGroupRecord[], embedding: Float32Array) {
  let best: { group: ImprovementGroupRecord; score: number } | undefined
  for (const group of groups) {
    const score = similarity(group.embedding, embedding)
    if (score >= sameMeaningSimilarity && (!best || score > best.score)) best = { group, score }
  }
  return best?.group
}

/** The group's counts moved by one question, on condition its status is still the one read. */
async function joinGroup(group: ImprovementGroupRecord, asked: AskedQuestion): Promise<TogetherWrite> {
  const reopens = group.status === 'answered' && (await trainedSinceAnswer(group, asked))
  const update = db()
    .entities.improvementGroup.patch({
      organizationId: group.organizationId,
      projectId: group.projectId,
      versionId: group.versionId,
      groupId: group.groupId,
    })
    .add({ askedCount: 1, [countOf[asked.reason]]: 1, sessionIds: [asked.askerId], channels: [asked.channel] })
    .set({
      // ISO times: the later sorts last (a redelivered older question leaves the time alone).
      lastSeenAt: [asked.askedAt, group.lastSeenAt].sort()[1] as string,
      ...(group.examples.length < maximumGroupExamples
        ? {
            examples: [...group.examples, asked.question],
            exampleChats: [...(group.exampleChats ?? []), ...exampleChatOf(asked)],
          }
        : {}),
      ...(reopens ? { status: 'open' as const, reopenedAt: asked.askedAt } : {}),
    })
    // The group as read (its count moves with every question): a concurrent question or action fails this write.
    .where(
      (attributes, { eq }) =>
        `${eq(attributes.status, group.status)} AND ${eq(attributes.askedCount, group.askedCount)}`,
    )
  return asUpdate(update.params())
}

/** Whether the model that gave this answer was trained after the group was answered (so the answer was in it). */
async function trainedSinceAnswer(group: ImprovementGroupRecord, asked: AskedQuestion): Promise<boolean> {
  if (!asked.modelId || !group.resolvedAt) return false
  const model = await modelOrNothing(asked, asked.modelId)
  return model?.createdAt !== undefined && model.createdAt > group.resolvedAt
}

/**
 * The model that gave the answer, or undefined once it is deleted. Any other failure to read it fails the record,
 * which the stream hands again: read as "not declined", the question would leave the inbox for good.
 */
export async function modelOrNothing(key: VersionKey, modelId: string) {
  try {
    return await requireModel(key, modelId)
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined
    throw error
  }
}
